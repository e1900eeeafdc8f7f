// Pure, like the spec sheet's layout: a table on landscape A4 pages, rows never split across pages.
import { A4, wrapText, type DrawOp, type Measure, type Tone } from '../spec-sheet/layout'

export const PAGE = { width: A4.height, height: A4.width } as const
export const MARGIN = 36

export interface ListParagraph {
  text: string
  bold?: boolean
  tone?: Tone
}

export interface ListColumn {
  title: string
  /** Its part of the table's width; the parts add up to 1. */
  share: number
}

export interface ListInput<Row = ListParagraph[][]> {
  brandName: string
  title: string
  /** Under the title on the first page: count and date, currency, address. */
  notes: string[]
  /** At the foot of every page, beside its number. */
  footer: string
  columns: ListColumn[]
  rows: readonly Row[]
  /** A row's cells, one paragraph list per column, asked for as the row is laid out (so in slices too). */
  cells: (row: Row) => ListParagraph[][]
}

export interface ListPage {
  ops: DrawOp[]
  /** Rows laid out so far, this page's included. */
  rowsDone: number
}

const SIZE = 8
const LEADING = 10
const PAD = 4
const HEADER_SIZE = 8
/** A cell longer than this is cut with an ellipsis, so that one row always fits on a page. */
export const MAX_CELL_LINES = 12
const FOOT_SPACE = 18

interface Line {
  text: string
  bold: boolean
  tone: Tone
}

function cellLines(cell: ListParagraph[], width: number, measure: Measure): Line[] {
  const lines = cell.flatMap(({ text, bold = false, tone = 'text' }) => wrapText(text, width, SIZE, bold, measure).map((line) => ({ text: line, bold, tone })))
  const last = lines[MAX_CELL_LINES - 1]
  if (lines.length <= MAX_CELL_LINES || !last) return lines
  let text = last.text
  while (text && measure(`${text} …`, SIZE, last.bold) > width) text = text.slice(0, Math.max(0, text.lastIndexOf(' ')) || text.length - 1)
  return [...lines.slice(0, MAX_CELL_LINES - 1), { ...last, text: `${text} …`.trim() }]
}

/** The list's pages, one at a time, so that the caller can let the browser breathe between them. */
export function* layoutList<Row>(input: ListInput<Row>, measure: Measure): Generator<ListPage> {
  const left = MARGIN
  const width = PAGE.width - 2 * MARGIN
  // Each column's text starts `PAD` inside its left edge and keeps `PAD` clear of the next column.
  let edge = left
  const columns = input.columns.map((column) => {
    const x = edge + PAD
    edge += column.share * width
    return { title: column.title, x, width: column.share * width - 2 * PAD }
  })
  const floor = MARGIN + FOOT_SPACE
  let ops: DrawOp[] = []
  let y = PAGE.height - MARGIN

  const paragraph = (text: string, size: number, bold: boolean, tone: Tone) => {
    for (const line of wrapText(text, width, size, bold, measure)) {
      y -= size * 1.3
      ops.push({ kind: 'text', text: line, x: left, y, size, bold, tone })
    }
  }
  const headerRow = () => {
    const titles = columns.map((column) => ({ x: column.x, lines: wrapText(column.title, column.width, HEADER_SIZE, true, measure) }))
    const height = Math.max(...titles.map((t) => t.lines.length)) * LEADING + 2 * PAD
    for (const { x, lines } of titles) {
      lines.forEach((text, n) => ops.push({ kind: 'text', text, x, y: y - PAD - (n + 1) * LEADING + SIZE * 0.3, size: HEADER_SIZE, bold: true, tone: 'muted' }))
    }
    y -= height
    ops.push({ kind: 'rect', x: left, y: y - 1, width, height: 1, shade: 'rule' })
    y -= 1
  }
  const newPage = (first: boolean) => {
    ops = []
    y = PAGE.height - MARGIN
    if (first) {
      paragraph(input.brandName, 10, true, 'accent')
      y -= 2
      paragraph(input.title, 16, true, 'text')
      y -= 2
      for (const note of input.notes) paragraph(note, 8.5, false, 'muted')
      y -= 8
    } else {
      paragraph(`${input.brandName} · ${input.title}`, 8, false, 'muted')
      y -= 4
    }
    headerRow()
  }

  newPage(true)
  if (input.rows.length === 0) paragraph('No products in this list at the moment.', 10, false, 'text')
  let onPage = 0
  for (const [index, row] of input.rows.entries()) {
    const content = input.cells(row)
    const cells = columns.map((column, i) => ({ x: column.x, lines: cellLines(content[i] ?? [], column.width, measure) }))
    const height = Math.max(1, ...cells.map((cell) => cell.lines.length)) * LEADING + 2 * PAD
    if (y - height < floor && onPage > 0) {
      yield { ops, rowsDone: index }
      newPage(false)
      onPage = 0
    }
    if (index % 2 === 0) ops.push({ kind: 'rect', x: left, y: y - height, width, height, shade: 'row' })
    for (const { x, lines } of cells) {
      lines.forEach((line, n) => ops.push({ kind: 'text', ...line, x, y: y - PAD - (n + 1) * LEADING + SIZE * 0.3, size: SIZE }))
    }
    y -= height
    onPage++
  }
  yield { ops, rowsDone: input.rows.length }
}

/** Page `page` of `pages`'s foot: the footer text on the left, cut to one line, the page number on the right. */
export function listFooter(footer: string, page: number, pages: number, measure: Measure): DrawOp[] {
  const size = 7.5
  const number = `Page ${page} of ${pages}`
  const numberWidth = measure(number, size, false)
  const [text = ''] = wrapText(footer, PAGE.width - 2 * MARGIN - numberWidth - 16, size, false, measure)
  return [
    { kind: 'rect', x: MARGIN, y: MARGIN + 10, width: PAGE.width - 2 * MARGIN, height: 0.6, shade: 'rule' },
    { kind: 'text', text, x: MARGIN, y: MARGIN, size, bold: false, tone: 'muted' },
    { kind: 'text', text: number, x: PAGE.width - MARGIN - numberWidth, y: MARGIN, size, bold: false, tone: 'muted' },
  ]
}
