import { badRequest } from './errors.ts'

/** One step of a patch path: the JSONMatch subset Sanity clients actually send. */
export type PathSegment =
  | { kind: 'attribute'; name: string }
  | { kind: 'index'; index: number }
  | { kind: 'range'; start: number | null; end: number | null }
  | { kind: 'key'; key: string }
  | { kind: 'all' }

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*/
const INTEGER = /^-?\d+/
const KEY_SELECTOR = /^_key\s*==\s*/
const QUOTED = /^(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/

function unquote(match: RegExpExecArray, path: string): string {
  const body = match[1] ?? (match[2] ?? '').replace(/\\'/g, "'").replace(/(^|[^\\])"/g, '$1\\"')
  try {
    return JSON.parse(`"${body}"`) as string
  } catch {
    throw badRequest(`Invalid string in path "${path}"`)
  }
}

function parseBracket(body: string, path: string): PathSegment {
  const text = body.trim()
  if (text === '*') return { kind: 'all' }
  const keyPrefix = KEY_SELECTOR.exec(text)
  const quotedText = keyPrefix ? text.slice(keyPrefix[0].length) : text
  const quoted = QUOTED.exec(quotedText)
  if (quoted && quoted[0].length === quotedText.length) {
    const value = unquote(quoted, path)
    return keyPrefix ? { kind: 'key', key: value } : { kind: 'attribute', name: value }
  }
  const range = /^(-?\d+)?\s*:\s*(-?\d+)?$/.exec(text)
  if (range) {
    return {
      kind: 'range',
      start: range[1] === undefined ? null : Number(range[1]),
      end: range[2] === undefined ? null : Number(range[2]),
    }
  }
  const index = INTEGER.exec(text)
  if (index && index[0].length === text.length) return { kind: 'index', index: Number(text) }
  throw badRequest(`Unsupported path selector [${body}] in "${path}"`)
}

/** Parses `a.b[0]`, `items[_key=="k"].x`, `tags[-1]`, `list[2:4]`, `list[*]`; anything else is a 400. */
export function parsePath(path: string): PathSegment[] {
  const segments: PathSegment[] = []
  let rest = path
  while (rest.length > 0) {
    if (rest.startsWith('[')) {
      const close = findClosingBracket(rest, path)
      segments.push(parseBracket(rest.slice(1, close), path))
      rest = rest.slice(close + 1)
      continue
    }
    if (segments.length > 0) {
      if (!rest.startsWith('.') || rest.startsWith('..')) throw badRequest(`Invalid path "${path}"`)
      rest = rest.slice(1)
    }
    const identifier = IDENTIFIER.exec(rest)
    if (!identifier) throw badRequest(`Invalid path "${path}"`)
    segments.push({ kind: 'attribute', name: identifier[0] })
    rest = rest.slice(identifier[0].length)
  }
  if (segments.length === 0) throw badRequest('Empty path')
  return segments
}

function findClosingBracket(text: string, path: string): number {
  let quote: string | null = null
  for (let i = 1; i < text.length; i++) {
    const char = text[i]
    if (quote) {
      if (char === '\\') i++
      else if (char === quote) quote = null
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === ']') {
      return i
    }
  }
  throw badRequest(`Unclosed bracket in path "${path}"`)
}

/** The array indices a selector addresses, ascending, within bounds. */
export function selectIndices(segment: PathSegment, array: readonly unknown[]): number[] {
  const length = array.length
  switch (segment.kind) {
    case 'index': {
      const index = segment.index < 0 ? length + segment.index : segment.index
      return index >= 0 && index < length ? [index] : []
    }
    case 'range': {
      const [start, end] = rangeBounds(segment, length)
      return Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i)
    }
    case 'key':
      return array.flatMap((item, i) =>
        typeof item === 'object' && item !== null && (item as { _key?: unknown })._key === segment.key ? [i] : [],
      )
    case 'all':
      return array.map((_, i) => i)
    case 'attribute':
      return []
  }
}

export function rangeBounds(segment: { start: number | null; end: number | null }, length: number): [number, number] {
  const clamp = (n: number) => Math.min(length, Math.max(0, n < 0 ? length + n : n))
  return [clamp(segment.start ?? 0), clamp(segment.end ?? length)]
}
