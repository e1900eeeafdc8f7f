/**
 * A minimal, valid one-page PDF (A4, Helvetica), written byte by byte: enough for a sample
 * certificate without a PDF library. Only printable ASCII is supported.
 */

export interface PdfLine {
  text: string
  size: number
  /** Distance from the bottom of the page in points (A4 is 595 × 842). */
  y: number
  x?: number
}

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)

export function minimalPdf(lines: readonly PdfLine[], frame = true): Buffer {
  for (const { text } of lines) {
    if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`minimalPdf supports printable ASCII only: "${text}"`)
  }
  const drawing = frame ? '4 w 36 36 523 770 re S\n' : ''
  const content = drawing + lines.map(({ text, size, y, x = 72 }) => `BT /F1 ${size} Tf ${x} ${y} Td (${escapePdfText(text)}) Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
