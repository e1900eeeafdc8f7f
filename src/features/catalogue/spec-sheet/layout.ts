// Pure: the font's widths are passed in; content too long for one page is set smaller until it fits.
import type { SpecLine } from '../specification'

export const A4 = { width: 595.28, height: 841.89 } as const
export const MARGIN = 48

export type Measure = (text: string, size: number, bold: boolean) => number

export interface SheetInput {
  brandName: string
  productName: string
  /** 'Whole Spices · Unjha, Gujarat, India' */
  subtitle: string
  lines: SpecLine[]
  certificates: string[]
  compliance: string[]
  contact: string
  url: string
  generatedOn: string
}

export type Tone = 'text' | 'muted' | 'accent'

export type DrawOp =
  | { kind: 'text'; text: string; x: number; y: number; size: number; bold: boolean; tone: Tone }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; shade: 'row' | 'rule' }

export interface SheetLayout {
  ops: DrawOp[]
  scale: number
  /** The lowest point drawn, in points from the bottom of the page. */
  bottom: number
}

const LABEL_WIDTH = 168
const MIN_SCALE = 0.55

/** Greedy word wrap; a word wider than the line is cut where it must be. */
export function wrapText(text: string, width: number, size: number, bold: boolean, measure: Measure): string[] {
  const lines: string[] = []
  // Word widths are summed, so a long list wraps in linear time; kerning next to a space only narrows a line.
  const space = measure(' ', size, bold)
  let current = ''
  let currentWidth = 0
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = measure(word, size, bold)
    const candidateWidth = current ? currentWidth + space + wordWidth : wordWidth
    if (candidateWidth <= width) {
      current = current ? `${current} ${word}` : word
      currentWidth = candidateWidth
      continue
    }
    if (current) lines.push(current)
    current = word
    currentWidth = wordWidth
    while (currentWidth > width && current.length > 1) {
      let cut = current.length - 1
      while (cut > 1 && measure(current.slice(0, cut), size, bold) > width) cut--
      lines.push(current.slice(0, cut))
      current = current.slice(cut)
      currentWidth = measure(current, size, bold)
    }
  }
  if (current) lines.push(current)
  return lines.length > 0 ? lines : ['']
}

function layoutAt(input: SheetInput, measure: Measure, scale: number): SheetLayout {
  const ops: DrawOp[] = []
  const s = (n: number) => n * scale
  const left = MARGIN
  const width = A4.width - 2 * MARGIN
  let y = A4.height - MARGIN

  const text = (value: string, x: number, size: number, bold = false, tone: Tone = 'text') => {
    ops.push({ kind: 'text', text: value, x, y, size, bold, tone })
  }
  const paragraph = (value: string, size: number, bold = false, tone: Tone = 'text', indent = 0) => {
    for (const line of wrapText(value, width - indent, size, bold, measure)) {
      y -= size * 1.3
      text(line, left + indent, size, bold, tone)
    }
  }

  paragraph(input.brandName, s(11), true, 'accent')
  y -= s(4)
  paragraph('PRODUCT SPECIFICATION', s(9), true, 'muted')
  y -= s(2)
  paragraph(input.productName, s(20), true)
  paragraph(input.subtitle, s(10.5), false, 'muted')
  y -= s(10)
  ops.push({ kind: 'rect', x: left, y, width, height: 1, shade: 'rule' })
  y -= s(6)

  const size = s(10)
  const leading = size * 1.35
  const pad = s(4)
  input.lines.forEach((line, index) => {
    const labels = wrapText(line.label, LABEL_WIDTH - 12, size, true, measure)
    const values = wrapText(line.text, width - LABEL_WIDTH - 8, size, false, measure)
    const rows = Math.max(labels.length, values.length)
    const height = rows * leading + 2 * pad
    if (index % 2 === 0) ops.push({ kind: 'rect', x: left, y: y - height, width, height, shade: 'row' })
    const top = y - pad
    labels.forEach((label, i) => ops.push({ kind: 'text', text: label, x: left + 6, y: top - (i + 1) * leading + size * 0.3, size, bold: true, tone: 'text' }))
    values.forEach((value, i) =>
      ops.push({ kind: 'text', text: value, x: left + LABEL_WIDTH, y: top - (i + 1) * leading + size * 0.3, size, bold: false, tone: 'text' }),
    )
    y -= height
  })

  const section = (title: string, items: string[]) => {
    if (items.length === 0) return
    y -= s(14)
    paragraph(title, s(11), true)
    y -= s(2)
    const size = s(9.5)
    for (const item of items) {
      // A hanging indent: the dash stands out, wrapped lines align with the text.
      wrapText(item, width - 18, size, false, measure).forEach((part, index) => {
        y -= size * 1.3
        if (index === 0) text('-', left + 6, size)
        text(part, left + 18, size)
      })
    }
  }
  section('Certificates', input.certificates)
  section('Compliance papers of current lots (download from the product page)', input.compliance)

  y -= s(16)
  ops.push({ kind: 'rect', x: left, y, width, height: 0.6, shade: 'rule' })
  y -= s(2)
  paragraph(input.contact, s(9), false, 'muted')
  paragraph(input.url, s(9), false, 'muted')
  paragraph(
    `Generated on ${input.generatedOn}. Figures describe current lots; the certificate of analysis of each lot prevails. Samples and quotes on request.`,
    s(8),
    false,
    'muted',
  )
  return { ops, scale, bottom: y }
}

/** The sheet at full size, or set smaller until it fits between the margins of one A4 page. */
export function layoutSpecSheet(input: SheetInput, measure: Measure): SheetLayout {
  let scale = 1
  let layout = layoutAt(input, measure, scale)
  while (layout.bottom < MARGIN && scale > MIN_SCALE) {
    scale = Math.round((scale - 0.05) * 100) / 100
    layout = layoutAt(input, measure, scale)
  }
  return layout
}
