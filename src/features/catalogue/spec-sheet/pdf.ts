// Loaded only when a buyer first presses "Download spec sheet".
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib'
import { A4, layoutSpecSheet, type SheetInput, type Tone } from './layout'

const TONES: Record<Tone, ReturnType<typeof rgb>> = {
  text: rgb(0.17, 0.1, 0.06),
  muted: rgb(0.36, 0.29, 0.24),
  accent: rgb(0.6, 0.2, 0.07),
}

// The standard PDF fonts speak WinAnsi only: the few characters outside it get their plain spelling.
const SPELLED: Record<string, string> = { '₹': 'INR ', '≥': '>=', '≤': '<=', '\u2009': ' ', '\u00a0': ' ', '\u2011': '-' }

function plainText(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet())
  return (text) => [...text.normalize('NFC')].map((char) => SPELLED[char] ?? (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join('')
}

export async function buildSpecSheetPdf(input: SheetInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${input.productName}: product specification`)
  pdf.setAuthor(input.brandName)
  pdf.setSubject('Export specification')
  pdf.setCreator(input.brandName)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const clean = plainText(regular)
  const measure = (text: string, size: number, isBold: boolean) => (isBold ? bold : regular).widthOfTextAtSize(clean(text), size)

  const page = pdf.addPage([A4.width, A4.height])
  const { ops } = layoutSpecSheet(input, measure)
  for (const op of ops) {
    if (op.kind === 'rect') {
      page.drawRectangle({ x: op.x, y: op.y, width: op.width, height: op.height, color: op.shade === 'row' ? rgb(0.98, 0.95, 0.91) : rgb(0.85, 0.78, 0.7) })
    } else {
      page.drawText(clean(op.text), { x: op.x, y: op.y, size: op.size, font: op.bold ? bold : regular, color: TONES[op.tone] })
    }
  }
  return pdf.save()
}
