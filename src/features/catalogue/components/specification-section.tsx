import { Trans } from '@lingui/react/macro'
import { clean } from '@/lib/presentation'
import type { ProductDetail } from '@/lib/queries'
import { currentCertificates, currentCompliance, specificationLines } from '../specification'
import { localSpecLines } from '../spec-texts'
import { SpecificationCompliance } from './specification-compliance'
import { SpecSheetButton } from './specification-sheet-button'
import { SpecificationTable } from './specification-table'
import '../specification.css'

/** `today` hides papers that expired after the page was built (docs/decisions/013). */
export function ProductSpecification({ product, today }: { product: ProductDetail; today: string }) {
  // Compared values must be read without the preview's invisible edit data.
  const spec = clean(product.exportSpec)
  const lines = localSpecLines(specificationLines(spec), spec?.local)
  const certificates = currentCertificates(spec, today)
  const compliance = currentCompliance(clean(product.compliance), today)
  if (lines.length === 0 && certificates.length === 0 && compliance.length === 0) return null
  return (
    <div className="product-spec">
      {lines.length > 0 || certificates.length > 0 ? (
        <section className="spec-section" aria-labelledby="specification-heading">
          <h2 id="specification-heading">
            <Trans>Specification</Trans>
          </h2>
          <SpecificationTable lines={lines} certificates={certificates} labelledBy="specification-heading" />
          <SpecSheetButton product={product} today={today} />
        </section>
      ) : null}
      {compliance.length > 0 ? <SpecificationCompliance documents={compliance} /> : null}
    </div>
  )
}
