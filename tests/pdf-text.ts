// For tests: what each page of a PDF made by pdf-lib with its standard fonts says, one string per drawn line.
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib'

const winAnsi = new TextDecoder('windows-1252')

function hexText(hex: string): string {
  return winAnsi.decode(Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16)))
}

export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes)
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents]
    const source = streams
      .map((stream) => (stream instanceof PDFRawStream ? new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()) : ''))
      .join('\n')
    // pdf-lib writes each line as a hex string shown with Tj.
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => hexText(match[1] ?? ''))
  })
}
