import type { SiteSettings } from '@/lib/queries'

export function formatAddressLines(address: SiteSettings['address']): string[] {
  return [
    address.street,
    address.locality,
    [address.city, address.postalCode].filter(Boolean).join(' '),
    [address.region, address.country].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line && line.trim()))
}

export function PostalAddress({ address }: { address: SiteSettings['address'] }) {
  return (
    <address className="postal-address">
      {formatAddressLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  )
}
