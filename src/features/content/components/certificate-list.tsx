import { Download, FileText } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { Certificate } from '@/lib/queries'
import { formatDate, isValidOn } from '../../../../shared/dates.ts'
import { formatFileSize } from '../text'

function downloadName(certificate: Certificate): string {
  return certificate.file?.originalFilename || `${certificate.title.replace(/[^\w-]+/g, '-').toLowerCase()}.pdf`
}

function CertificateCard({ certificate, today }: { certificate: Certificate; today: string }) {
  const expired = !isValidOn(certificate.validUntil, today)
  const size = formatFileSize(certificate.file?.size)
  return (
    <article className={['certificate-card', expired ? 'certificate-expired' : ''].filter(Boolean).join(' ')}>
      <Icon icon={FileText} aria-hidden="true" size={32} className="certificate-icon" />
      <div className="certificate-body">
        <h2 className="certificate-title">
          {certificate.title}
          {expired ? <span className="certificate-badge">Expired</span> : null}
        </h2>
        <dl className="certificate-facts">
          <div>
            <dt>Issued by</dt>
            <dd>{certificate.issuer}</dd>
          </div>
          <div>
            <dt>Number</dt>
            <dd>{certificate.number}</dd>
          </div>
          <div>
            <dt>{expired ? 'Expired on' : 'Valid until'}</dt>
            <dd>
              <time dateTime={certificate.validUntil}>{formatDate(certificate.validUntil)}</time>
            </dd>
          </div>
        </dl>
        {certificate.file?.url ? (
          <a
            className="button button-secondary certificate-download"
            href={certificate.file.url}
            download={downloadName(certificate)}
            rel="noopener noreferrer"
          >
            <Icon icon={Download} aria-hidden="true" size={18} />
            <span>
              Download<span className="visually-hidden"> {certificate.title}</span> (PDF{size ? `, ${size}` : ''})
            </span>
          </a>
        ) : (
          <p className="muted">A copy is available on request.</p>
        )}
      </div>
    </article>
  )
}

/** The certificates staff upload in the Studio; `today` (YYYY-MM-DD, India) decides which are expired. */
export function CertificateList({ certificates, today }: { certificates: readonly Certificate[]; today: string }) {
  if (certificates.length === 0) {
    return <p className="certificate-empty">No certificates are published yet. Please contact us for copies of our licences and test reports.</p>
  }
  return (
    <ul className="certificate-list" role="list">
      {certificates.map((c) => (
        <li key={c._id}>
          <CertificateCard certificate={c} today={today} />
        </li>
      ))}
    </ul>
  )
}
