import { useLingui } from '@lingui/react/macro'
import type { SiteSettings } from '@/lib/queries'
import { SocialIcon, socialLabel } from '@/components/ui/social-icon'

/** Social links from site settings; one without a URL is not rendered (never a '#'). */
export function SocialLinks({ links, className }: { links: SiteSettings['socialLinks']; className?: string }) {
  const { t } = useLingui()
  const usable = (links ?? []).filter((l): l is typeof l & { url: string } => Boolean(l.url && /^https?:\/\//.test(l.url)))
  if (usable.length === 0) return null
  return (
    <ul className={['social-links', className].filter(Boolean).join(' ')}>
      {usable.map((l) => {
        const platform = socialLabel(l.platform)
        return (
          <li key={l._key}>
            <a href={l.url} target="_blank" rel="noopener noreferrer" aria-label={t`${platform} (opens in a new tab)`}>
              <SocialIcon platform={l.platform} />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
