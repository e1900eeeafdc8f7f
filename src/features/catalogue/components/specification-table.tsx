import { useFallbackMark } from '@/lib/use-fallback'
import type { ShownSpecLine } from '../spec-texts'
import type { SpecCertificate } from '../specification'

/** The specification as a two-column table: one row per filled line, the item as the row header. */
export function SpecificationTable({ lines, certificates, labelledBy }: { lines: ShownSpecLine[]; certificates: SpecCertificate[]; labelledBy: string }) {
  const mark = useFallbackMark()
  return (
    <div className="spec-table-wrap">
      <table className="spec-table" aria-labelledby={labelledBy}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Specification</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              <td className={line.key === 'botanicalName' ? 'spec-botanical' : undefined} {...mark(line.local)}>
                {line.text}
              </td>
            </tr>
          ))}
          {certificates.length > 0 ? (
            <tr>
              <th scope="row">Certificates</th>
              <td>
                <ul className="spec-certificates">
                  {certificates.map((c) => (
                    <li key={c._id}>{c.title}</li>
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
