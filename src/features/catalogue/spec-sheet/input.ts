import type { ProductDetail, SiteSettings } from '@/lib/queries'
import { formatDate } from '../../../../shared/dates.ts'
import { complianceTitle, currentCertificates, currentCompliance, specificationLines } from '../specification'
import type { SheetInput } from './layout'

/** What the spec sheet of `product` says on `today` (YYYY-MM-DD): the same lines as the page's table. */
export function specSheetInput(
  product: ProductDetail,
  settings: Pick<SiteSettings, 'brandName' | 'phones' | 'emails'>,
  today: string,
  url: string,
): SheetInput {
  const facts = [product.category, product.origin].filter(Boolean).join(' · ')
  const order = product.minOrderKg ? ` · minimum bulk order ${product.minOrderKg} kg` : ''
  return {
    brandName: settings.brandName,
    productName: product.name,
    subtitle: `${facts}${order}`,
    lines: specificationLines(product.exportSpec),
    certificates: currentCertificates(product.exportSpec, today).map((c) =>
      [c.title, c.number ? `no. ${c.number}` : null, c.validUntil ? `valid until ${formatDate(c.validUntil)}` : null].filter(Boolean).join(', '),
    ),
    compliance: currentCompliance(product.compliance, today).map(
      (d) => `${complianceTitle(d)}, lot ${d.lotNumber}, tested ${formatDate(d.testedOn)}, valid until ${formatDate(d.expiresOn)}`,
    ),
    contact: ['Enquiries:', settings.emails[0], settings.phones[0]].filter(Boolean).join(' '),
    url,
    generatedOn: formatDate(today),
  }
}
