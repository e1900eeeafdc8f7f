// The PDF side shared by the spec sheet and the whole list: Helvetica, its widths, and drawing laid-out ops.
import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import type { DrawOp, Measure, Tone } from './layout'

const TONES: Record<Tone, ReturnType<typeof rgb>> = {
  text: rgb(0.17, 0.1, 0.06),
  muted: rgb(0.36, 0.29, 0.24),
  accent: rgb(0.6, 0.2, 0.07),
}

// The standard PDF fonts speak WinAnsi only: the few characters outside it get their plain spelling.
const SPELLED: Record<string, string> = { '₹': 'INR ', '≈': '~', '≥': '>=', '≤': '<=', '\u2009': ' ', '\u00a0': ' ', '\u202f': ' ', '\u2011': '-' }

function plainText(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet())
  return (text) => [...text.normalize('NFC')].map((char) => SPELLED[char] ?? (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join('')
}

export interface Helvetica {
  measure: Measure
  draw: (page: PDFPage, ops: readonly DrawOp[]) => void
}

export async function embedHelvetica(pdf: PDFDocument): Promise<Helvetica> {
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const clean = plainText(regular)
  return {
    measure: (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(clean(text), size),
    // Shading first, then the text a font at a time: each font change adds an entry to the page's resources.
    draw: (page, ops) => {
      for (const op of ops) {
        if (op.kind === 'rect') {
          page.drawRectangle({ x: op.x, y: op.y, width: op.width, height: op.height, color: op.shade === 'row' ? rgb(0.98, 0.95, 0.91) : rgb(0.85, 0.78, 0.7) })
        }
      }
      for (const font of [regular, bold]) {
        page.setFont(font)
        for (const op of ops) {
          if (op.kind === 'text' && (op.bold ? bold : regular) === font)
            page.drawText(clean(op.text), { x: op.x, y: op.y, size: op.size, color: TONES[op.tone] })
        }
      }
    },
  }
}
