import type { SpecCertificate, SpecLine } from '../specification'

/** The specification as a two-column table: one row per filled line, the item as the row header. */
export function SpecificationTable({ lines, certificates, labelledBy }: { lines: SpecLine[]; certificates: SpecCertificate[]; labelledBy: string }) {
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
              <td className={line.key === 'botanicalName' ? 'spec-botanical' : undefined}>
                {/* Isolated: "2.5 ml/100 g" or a Latin name keeps its order in an Arabic page. */}
                <bdi>{line.text}</bdi>
              </td>
            </tr>
          ))}
          {certificates.length > 0 ? (
            <tr>
              <th scope="row">Certificates</th>
              <td>
                <ul className="spec-certificates">
                  {certificates.map((c) => (
                    <li key={c._id}>
                      <bdi>{c.title}</bdi>
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
