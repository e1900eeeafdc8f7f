// Loaded only when a buyer first presses "Download spec sheet".
import { PDFDocument } from 'pdf-lib'
import { embedHelvetica } from './draw'
import { A4, layoutSpecSheet, type SheetInput } from './layout'

export async function buildSpecSheetPdf(input: SheetInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${input.productName}: product specification`)
  pdf.setAuthor(input.brandName)
  pdf.setSubject('Export specification')
  pdf.setCreator(input.brandName)
  const font = await embedHelvetica(pdf)
  font.draw(pdf.addPage([A4.width, A4.height]), layoutSpecSheet(input, font.measure).ops)
  return pdf.save()
}
