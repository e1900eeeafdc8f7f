// Loaded only when a buyer presses "Download the whole list (PDF)".
import { PDFDocument, type PDFPage } from 'pdf-lib'
import { embedHelvetica } from '../spec-sheet/draw'
import { PAGE, layoutList, listFooter, type ListInput } from './layout'

/** Between pages, once the page has had the thread this long, the browser gets a turn (clicks, paints). */
const SLICE_MS = 40

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** `onProgress` hears the share of rows laid out (0 to 1) after each page. */
export async function buildWholeListPdf<Row>(input: ListInput<Row>, onProgress: (share: number) => void = () => {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${input.brandName}: ${input.title}`)
  pdf.setAuthor(input.brandName)
  pdf.setSubject('Product list')
  pdf.setCreator(input.brandName)
  const font = await embedHelvetica(pdf)
  let sliceStart = performance.now()
  const breathe = async () => {
    if (performance.now() - sliceStart < SLICE_MS) return
    await nextTask()
    sliceStart = performance.now()
  }
  const pages: PDFPage[] = []
  for (const { ops, rowsDone } of layoutList(input, font.measure)) {
    const page = pdf.addPage([PAGE.width, PAGE.height])
    font.draw(page, ops)
    pages.push(page)
    onProgress(rowsDone / Math.max(1, input.rows.length))
    await breathe()
  }
  // The page count is known only now.
  for (const [index, page] of pages.entries()) {
    font.draw(page, listFooter(input.footer, index + 1, pages.length, font.measure))
    await breathe()
  }
  // pdf-lib's save waits a tick every `objectsPerTick` objects.
  return pdf.save({ objectsPerTick: 5 })
}
