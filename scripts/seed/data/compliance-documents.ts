import type { PdfLine } from '../art/pdf.ts'
import type { ComplianceKind } from '../../../shared/export-spec-rules.ts'

export interface ComplianceRow {
  /** `complianceDocument-{n}` */
  n: number
  productId: number
  kind: ComplianceKind
  lotNumber: string
  lab?: string
  testedOn: string
  expiresOn: string
  aflatoxinB1?: number
  filename: string
  /** The result lines printed on the sample PDF. */
  results: string[]
}

const LAB = 'Sample Analytical Laboratory, NABL (sample entry)'

/**
 * A few SAMPLE compliance papers, so the product page's Compliance list has something to show.
 * One (n = 2) expired long ago: buyers must never see it, and the Studio lists it to renew.
 */
export const complianceRows: ComplianceRow[] = [
  {
    n: 1,
    productId: 1,
    kind: 'coa',
    lotNumber: 'CUM-2026-118',
    lab: LAB,
    testedOn: '2026-09-15',
    expiresOn: '2028-09-14',
    filename: 'sample-coa-cumin-cum-2026-118.pdf',
    results: ['Moisture: 7.8 % (max. 9)', 'Volatile oil: 2.9 ml/100 g (min. 2.5)', 'Purity: 99.2 %', 'Total ash: 8.1 %'],
  },
  {
    n: 2,
    productId: 1,
    kind: 'coa',
    lotNumber: 'CUM-2024-071',
    lab: LAB,
    testedOn: '2024-10-01',
    expiresOn: '2025-09-30',
    filename: 'sample-coa-cumin-cum-2024-071.pdf',
    results: ['Moisture: 8.4 % (max. 9)', 'Volatile oil: 2.6 ml/100 g (min. 2.5)'],
  },
  {
    n: 3,
    productId: 1,
    kind: 'aflatoxin',
    lotNumber: 'CUM-2026-118',
    lab: LAB,
    testedOn: '2026-09-18',
    expiresOn: '2028-09-14',
    aflatoxinB1: 1.2,
    filename: 'sample-aflatoxin-cumin-cum-2026-118.pdf',
    results: ['Aflatoxin B1: 1.2 ug/kg (EU limit 5)', 'Total aflatoxins B1+B2+G1+G2: 2.1 ug/kg (EU limit 10)', 'Method: HPLC-FLD'],
  },
  {
    n: 4,
    productId: 1,
    kind: 'eto-free',
    lotNumber: 'CUM-2026-118',
    lab: LAB,
    testedOn: '2026-09-20',
    expiresOn: '2028-09-14',
    filename: 'sample-eto-free-cumin-cum-2026-118.pdf',
    results: ['Ethylene oxide (sum with 2-chloroethanol): not detected', 'Limit of quantification: 0.02 mg/kg', 'The lot was not treated with ethylene oxide.'],
  },
  {
    n: 5,
    productId: 15,
    kind: 'pesticide',
    lotNumber: 'TUR-2026-042',
    lab: LAB,
    testedOn: '2026-08-10',
    expiresOn: '2028-02-09',
    filename: 'sample-pesticide-turmeric-tur-2026-042.pdf',
    results: ['Screened: 400+ residues, LC-MS/MS and GC-MS/MS', 'All results below EU maximum residue levels', 'Chlorpyrifos: not detected (LOQ 0.01 mg/kg)'],
  },
  {
    n: 6,
    productId: 15,
    kind: 'spices-board',
    lotNumber: 'TUR-2026-042',
    testedOn: '2026-08-20',
    expiresOn: '2027-08-19',
    filename: 'sample-spices-board-turmeric-tur-2026-042.pdf',
    results: ['Certificate of quality for export', 'Consignment: 18 t turmeric powder, 60 mesh', 'Destination: Rotterdam, Netherlands'],
  },
  {
    n: 7,
    productId: 46,
    kind: 'coa',
    lotNumber: 'MKH-2026-009',
    lab: LAB,
    testedOn: '2026-10-02',
    expiresOn: '2027-10-01',
    filename: 'sample-coa-makhana-mkh-2026-009.pdf',
    results: ['Moisture: 6.9 % (max. 8)', 'Pop size: 6 suta and above, 96 % by count', 'Broken pieces: 0.8 %'],
  },
  {
    n: 8,
    productId: 46,
    kind: 'aflatoxin',
    lotNumber: 'MKH-2026-009',
    lab: LAB,
    testedOn: '2026-10-04',
    expiresOn: '2027-10-01',
    aflatoxinB1: 0.4,
    filename: 'sample-aflatoxin-makhana-mkh-2026-009.pdf',
    results: ['Aflatoxin B1: 0.4 ug/kg', 'Total aflatoxins: 0.6 ug/kg', 'Method: HPLC-FLD'],
  },
]

/** The sample PDF of one row: plain ASCII, clearly marked as a sample. */
export function compliancePdf(row: ComplianceRow, kindTitle: string, productName: string): PdfLine[] {
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '-')
  return [
    { text: 'SAMPLE - NOT A REAL REPORT', size: 24, y: 760 },
    { text: ascii(kindTitle), size: 18, y: 700 },
    { text: ascii(`Product: ${productName}`), size: 13, y: 660 },
    { text: `Lot: ${row.lotNumber}`, size: 13, y: 638 },
    { text: `Tested / issued: ${row.testedOn}    Valid until: ${row.expiresOn}`, size: 13, y: 616 },
    ...(row.lab ? [{ text: ascii(`Laboratory: ${row.lab}`), size: 11, y: 594 }] : []),
    ...row.results.map((text, index) => ({ text: ascii(text), size: 13, y: 550 - index * 22 })),
    { text: 'Replace this file with the real report in the Studio (Compliance documents).', size: 11, y: 90 },
  ]
}
