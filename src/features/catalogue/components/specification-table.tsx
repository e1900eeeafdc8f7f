import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useLanguage } from '@/lib/i18n'
import { useFallbackMark } from '@/lib/use-fallback'
import type { SpecCertificate } from '../specification'
import { localSpecLine } from '../spec-text'
import type { ShownSpecLine } from '../spec-texts'

/** The specification as a two-column table: one row per filled line, the item as the row header. */
export function SpecificationTable({ lines, certificates, labelledBy }: { lines: ShownSpecLine[]; certificates: SpecCertificate[]; labelledBy: string }) {
  const { i18n } = useLingui()
  const language = useLanguage()
  const mark = useFallbackMark()
  return (
    <div className="spec-table-wrap">
      <table className="spec-table" aria-labelledby={labelledBy}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">
              <Trans>Item</Trans>
            </th>
            <th scope="col">
              <Trans>Specification</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const { label, text } = localSpecLine(i18n, line, language)
            return (
              <tr key={line.key}>
                <th scope="row">{label}</th>
                <td className={line.key === 'botanicalName' ? 'spec-botanical' : undefined} {...mark(line.local)}>
                  {/* Isolated: "2.5 ml/100 g" or a Latin name keeps its order in an Arabic page. */}
                  <bdi>{text}</bdi>
                </td>
              </tr>
            )
          })}
          {certificates.length > 0 ? (
            <tr>
              <th scope="row">
                <Trans>Certificates</Trans>
              </th>
              <td>
                <ul className="spec-certificates">
                  {certificates.map((c) => (
                    <li key={c._id}>
                      <bdi {...mark({ text: c.title, lang: 'en' })}>{c.title}</bdi>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}
