import { Download, FileText } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { Trans } from '@lingui/react/macro'
import type { Certificate } from '@/lib/queries'
import { formatDay } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import { useFallbackMark } from '@/lib/use-fallback'
import { isValidOn } from '../../../../shared/dates.ts'
import { formatFileSize } from '../text'

function downloadName(certificate: Certificate): string {
  return certificate.file?.originalFilename || `${certificate.title.replace(/[^\w-]+/g, '-').toLowerCase()}.pdf`
}

function CertificateCard({ certificate, today }: { certificate: Certificate; today: string }) {
  const expired = !isValidOn(certificate.validUntil, today)
  const language = useLanguage()
  const size = formatFileSize(certificate.file?.size, language)
  const validUntil = formatDay(certificate.validUntil, language)
  const title = certificate.title
  // A certificate's title and issuer are written once, in English: marked so on other languages' pages.
  const mark = useFallbackMark()
  return (
    <article className={['certificate-card', expired ? 'certificate-expired' : ''].filter(Boolean).join(' ')}>
      <Icon icon={FileText} aria-hidden="true" size={32} className="certificate-icon" />
      <div className="certificate-body">
        <h2 className="certificate-title">
          <span {...mark({ text: title, lang: 'en' })}>{title}</span>
          {expired ? (
            <span className="certificate-badge">
              <Trans>Expired</Trans>
            </span>
          ) : null}
        </h2>
        <dl className="certificate-facts">
          <div>
            <dt>
              <Trans>Issued by</Trans>
            </dt>
            <dd {...mark({ text: certificate.issuer, lang: 'en' })}>{certificate.issuer}</dd>
          </div>
          <div>
            <dt>
              <Trans>Number</Trans>
            </dt>
            <dd>{certificate.number}</dd>
          </div>
          <div>
            <dt>{expired ? <Trans>Expired on</Trans> : <Trans>Valid until</Trans>}</dt>
            <dd>
              <time dateTime={certificate.validUntil}>{validUntil}</time>
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
              <Trans>Download</Trans>
              <span className="visually-hidden"> {title}</span> {size ? `(PDF, ${size})` : '(PDF)'}
            </span>
          </a>
        ) : (
          <p className="muted">
            <Trans>A copy is available on request.</Trans>
          </p>
        )}
      </div>
    </article>
  )
}

/** The certificates staff upload in the Studio; `today` (YYYY-MM-DD, India) decides which are expired. */
export function CertificateList({ certificates, today }: { certificates: readonly Certificate[]; today: string }) {
  if (certificates.length === 0) {
    return (
      <p className="certificate-empty">
        <Trans>No certificates are published yet. Please contact us for copies of our licences and test reports.</Trans>
      </p>
    )
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
