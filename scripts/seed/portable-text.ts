/**
 * A tiny writer for Portable Text, so seed texts read like prose:
 *   pt('refund', h2('Eligibility'), p('Ask **within 7 days** of purchase. [Contact us](/contact).'), ul('one', 'two'))
 * Inline markup: **bold**, *italic* and [text](href). Keys are derived from the prefix and the
 * position, so the output is the same on every run.
 */

export interface Span {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

export interface LinkDef {
  _type: 'link'
  _key: string
  href: string
}

export interface Block {
  _type: 'block'
  _key: string
  style: 'normal' | 'h2' | 'h3' | 'blockquote'
  listItem?: 'bullet' | 'number'
  level?: number
  markDefs: LinkDef[]
  children: Span[]
}

type Draft = Pick<Block, 'style' | 'listItem'> & { text: string }

export const p = (text: string): Draft[] => [{ style: 'normal', text }]
export const h2 = (text: string): Draft[] => [{ style: 'h2', text }]
export const h3 = (text: string): Draft[] => [{ style: 'h3', text }]
export const quote = (text: string): Draft[] => [{ style: 'blockquote', text }]
export const ul = (...items: string[]): Draft[] => items.map((text) => ({ style: 'normal', listItem: 'bullet', text }))
export const ol = (...items: string[]): Draft[] => items.map((text) => ({ style: 'normal', listItem: 'number', text }))

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g

function toBlock(draft: Draft, key: string): Block {
  const children: Span[] = []
  const markDefs: LinkDef[] = []
  const push = (text: string, marks: string[]) => {
    if (text) children.push({ _type: 'span', _key: `${key}s${children.length}`, text, marks })
  }
  let last = 0
  for (const match of draft.text.matchAll(INLINE)) {
    push(draft.text.slice(last, match.index), [])
    const [, bold, italic, linkText, href] = match
    if (bold !== undefined) push(bold, ['strong'])
    else if (italic !== undefined) push(italic, ['em'])
    else if (linkText !== undefined && href !== undefined) {
      const linkKey = `${key}l${markDefs.length}`
      markDefs.push({ _type: 'link', _key: linkKey, href })
      push(linkText, [linkKey])
    }
    last = match.index + match[0].length
  }
  push(draft.text.slice(last), [])
  const block: Block = { _type: 'block', _key: key, style: draft.style, markDefs, children }
  if (draft.listItem) Object.assign(block, { listItem: draft.listItem, level: 1 })
  return block
}

export function pt(prefix: string, ...parts: Draft[][]): Block[] {
  return parts.flat().map((draft, index) => toBlock(draft, `${prefix}${index}`))
}

/** All the text of a Portable Text body, for tests and search. */
export function plainText(blocks: readonly Block[]): string {
  return blocks.map((block) => block.children.map((span) => span.text).join('')).join('\n')
}
