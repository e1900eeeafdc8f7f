import { clean } from '@/lib/presentation'
import type { ProductDetail } from '@/lib/queries'
import { currentCertificates, currentCompliance, specificationLines } from '../specification'
import { SpecificationCompliance } from './specification-compliance'
import { SpecSheetButton } from './specification-sheet-button'
import { SpecificationTable } from './specification-table'
import '../specification.css'

/**
 * The export specification and the compliance papers of a product, for business buyers. Shows
 * only what staff filled in; `today` (YYYY-MM-DD) hides papers and certificates that expired after
 * the page was built (the query filtered them on its own day).
 */
export function ProductSpecification({ product, today }: { product: ProductDetail; today: string }) {
  // Figures, Incoterms, kinds and dates are looked up and compared: in the Studio's preview they are
  // read without the invisible edit data (the preview still shows drafts of them).
  const spec = clean(product.exportSpec)
  const lines = specificationLines(spec)
  const certificates = currentCertificates(spec, today)
  const compliance = currentCompliance(clean(product.compliance), today)
  if (lines.length === 0 && certificates.length === 0 && compliance.length === 0) return null
  return (
    <div className="product-spec">
      {lines.length > 0 || certificates.length > 0 ? (
        <section className="spec-section" aria-labelledby="specification-heading">
          <h2 id="specification-heading">Specification</h2>
          <SpecificationTable lines={lines} certificates={certificates} labelledBy="specification-heading" />
          <SpecSheetButton product={product} today={today} />
        </section>
      ) : null}
      {compliance.length > 0 ? <SpecificationCompliance documents={compliance} /> : null}
    </div>
  )
}
