import { Download } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ComplianceDocument } from '@/lib/queries'
import { formatDay, formatDecimal } from '@/lib/format'
import { useLanguage } from '@/lib/i18n'
import { EU_AFLATOXIN_B1_LIMIT } from '../../../../shared/export-spec-rules.ts'
import type { Language } from '../../../../shared/languages.ts'
import { complianceTitleIn } from '../spec-text'

/** The compliance papers of current lots, each with its lot, dates and a download. Only current ones reach here. */
export function SpecificationCompliance({ documents }: { documents: ComplianceDocument[] }) {
  const { i18n } = useLingui()
  const language = useLanguage()
  return (
    <section className="spec-section" aria-labelledby="compliance-heading">
      <h2 id="compliance-heading">
        <Trans>Compliance</Trans>
      </h2>
      <p className="spec-intro">
        <Trans>Papers of the lots we ship now. Expired papers are taken down; ask for the papers of your lot with your quote.</Trans>
      </p>
      <ul className="compliance-list" role="list">
        {documents.map((d) => {
          const title = complianceTitleIn(i18n, d.kind)
          const lot = d.lotNumber
          return (
            <li key={d._id} className="compliance-item">
              <h3>{title}</h3>
              <dl className="compliance-facts">
                <div>
                  <dt>
                    <Trans>Lot</Trans>
                  </dt>
                  <dd>{lot}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Tested</Trans>
                  </dt>
                  <dd>
                    <time dateTime={d.testedOn}>{formatDay(d.testedOn, language)}</time>
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Valid until</Trans>
                  </dt>
                  <dd>
                    <time dateTime={d.expiresOn}>{formatDay(d.expiresOn, language)}</time>
                  </dd>
                </div>
                {typeof d.aflatoxinB1 === 'number' ? <Aflatoxin value={d.aflatoxinB1} language={language} /> : null}
              </dl>
              <a className="button button-secondary compliance-download" href={d.file?.url} download rel="noopener noreferrer">
                <Icon icon={Download} aria-hidden="true" size={18} />
                <span>
                  <Trans>Download</Trans>
                  <span className="visually-hidden">
                    {' '}
                    <Trans>
                      {title}, lot {lot}
                    </Trans>
                  </span>{' '}
                  <FileSize bytes={d.file?.size} language={language} />
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function Aflatoxin({ value, language }: { value: number; language: Language }) {
  const amount = formatDecimal(value, language)
  const limit = formatDecimal(EU_AFLATOXIN_B1_LIMIT, language)
  return (
    <div>
      <dt>
        <Trans>Aflatoxin B1</Trans>
      </dt>
      <dd>
        {amount} µg/kg{' '}
        <span className="spec-muted">
          <Trans>(EU limit {limit})</Trans>
        </span>
      </dd>
    </div>
  )
}

/** '(PDF, 120 KB)', or '(PDF)' when the size is unknown. */
function FileSize({ bytes, language }: { bytes: number | null | undefined; language: Language }) {
  if (typeof bytes !== 'number' || bytes <= 0) return <>(PDF)</>
  const size =
    bytes < 1024 * 1024 ? `${formatDecimal(Math.max(1, Math.round(bytes / 1024)), language)} KB` : `${formatDecimal(bytes / (1024 * 1024), language)} MB`
  return <>(PDF, {size})</>
}
