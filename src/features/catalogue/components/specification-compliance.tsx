import { Download } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { ComplianceDocument } from '@/lib/queries'
import { EU_AFLATOXIN_B1_LIMIT, formatSpecNumber } from '../../../../shared/export-spec-rules.ts'
import { formatDate } from '../../../../shared/dates.ts'
import { complianceTitle } from '../specification'

function fileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || bytes <= 0) return ''
  return bytes < 1024 * 1024 ? `, ${Math.max(1, Math.round(bytes / 1024))} KB` : `, ${formatSpecNumber(bytes / (1024 * 1024))} MB`
}

/** The compliance papers of current lots, each with its lot, dates and a download. Only current ones reach here. */
export function SpecificationCompliance({ documents }: { documents: ComplianceDocument[] }) {
  return (
    <section className="spec-section" aria-labelledby="compliance-heading">
      <h2 id="compliance-heading">Compliance</h2>
      <p className="spec-intro">Papers of the lots we ship now. Expired papers are taken down; ask for the papers of your lot with your quote.</p>
      <ul className="compliance-list" role="list">
        {documents.map((d) => {
          const title = complianceTitle(d)
          return (
            <li key={d._id} className="compliance-item">
              <h3>{title}</h3>
              <dl className="compliance-facts">
                <div>
                  <dt>Lot</dt>
                  <dd>{d.lotNumber}</dd>
                </div>
                <div>
                  <dt>Tested</dt>
                  <dd>
                    <time dateTime={d.testedOn}>{formatDate(d.testedOn)}</time>
                  </dd>
                </div>
                <div>
                  <dt>Valid until</dt>
                  <dd>
                    <time dateTime={d.expiresOn}>{formatDate(d.expiresOn)}</time>
                  </dd>
                </div>
                {typeof d.aflatoxinB1 === 'number' ? (
                  <div>
                    <dt>Aflatoxin B1</dt>
                    <dd>
                      {formatSpecNumber(d.aflatoxinB1)} µg/kg <span className="spec-muted">(EU limit {EU_AFLATOXIN_B1_LIMIT})</span>
                    </dd>
                  </div>
                ) : null}
              </dl>
              <a className="button button-secondary compliance-download" href={d.file?.url} download rel="noopener noreferrer">
                <Icon icon={Download} aria-hidden="true" size={18} />
                <span>
                  Download
                  <span className="visually-hidden">
                    {' '}
                    {title}, lot {d.lotNumber}
                  </span>{' '}
                  (PDF{fileSize(d.file?.size)})
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
