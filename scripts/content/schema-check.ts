/**
 * Checks an imported document's values against the kinds the Studio schema gives its fields
 * (`studio/schema.json`, the schema Sanity's own extractor writes): a number where a number
 * belongs, a list where a list belongs. Rules such as "required" are not checked, since drafts may
 * break them; fields the schema does not know are kept, as Sanity keeps them. Sanity's validator
 * cannot run here: it needs the Studio's schema modules, which load its React components.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

type TypeNode =
  | { type: 'string' | 'number' | 'boolean' | 'null' | 'unknown'; value?: unknown }
  | { type: 'object'; attributes: Record<string, { value: TypeNode }>; rest?: TypeNode }
  | { type: 'array'; of: TypeNode }
  | { type: 'union'; of: TypeNode[] }
  | { type: 'inline'; name: string }

type SchemaEntry = { name: string; type: 'type'; value: TypeNode } | { name: string; type: 'document'; attributes: Record<string, { value: TypeNode }> }

export interface SchemaCheck {
  /** Whether the schema defines this document type. */
  knows(type: string): boolean
  /** The problems of one document: `path: what is wrong`, empty when its values fit. */
  problems(doc: Record<string, unknown>): string[]
}

const root = path.resolve(import.meta.dirname, '..', '..')

export function loadSchemaCheck(file = path.join(root, 'studio', 'schema.json')): SchemaCheck {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as SchemaEntry[]
  const named = new Map(entries.map((entry) => [entry.name, entry]))

  const resolve = (node: TypeNode): TypeNode => {
    if (node.type !== 'inline') return node
    const entry = named.get(node.name)
    if (!entry) return { type: 'unknown' }
    return entry.type === 'document' ? { type: 'object', attributes: entry.attributes } : resolve(entry.value)
  }

  const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value === 'object' ? 'object' : typeof value)
  const expected = (node: TypeNode): string => {
    const resolved = resolve(node)
    if (resolved.type === 'union') return [...new Set(resolved.of.map(expected))].join(' or ')
    if (resolved.type === 'array') return 'a list'
    if (resolved.type === 'object') return 'an object'
    return resolved.type === 'null' ? 'empty' : `a ${resolved.type}`
  }
  const shown = (value: unknown) => {
    const kind = kindOf(value)
    const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? ` (${JSON.stringify(value).slice(0, 40)})` : ''
    return `${kind === 'object' ? 'an object' : `a ${kind}`}${text}`
  }

  const check = (node: TypeNode, value: unknown, at: string, out: string[]): void => {
    const type = resolve(node)
    switch (type.type) {
      case 'unknown':
        return
      case 'string':
      case 'number':
      case 'boolean':
        if (typeof value !== type.type) out.push(`${at} should be ${expected(type)}, found ${shown(value)}`)
        return
      case 'null':
        if (value !== null) out.push(`${at} should be empty, found ${shown(value)}`)
        return
      case 'array':
        if (!Array.isArray(value)) out.push(`${at} should be a list, found ${shown(value)}`)
        else value.forEach((item, index) => check(type.of, item, `${at}[${index}]`, out))
        return
      case 'union': {
        const attempts = type.of.map((member) => {
          const found: string[] = []
          check(member, value, at, found)
          return found
        })
        if (attempts.length > 0 && attempts.every((found) => found.length > 0)) {
          const shallow = attempts.find((found) => found.every((line) => !line.startsWith(`${at} should`)))
          out.push(...(shallow ?? [`${at} should be ${expected(type)}, found ${shown(value)}`]))
        }
        return
      }
      case 'object': {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
          out.push(`${at} should be an object, found ${shown(value)}`)
          return
        }
        const record = value as Record<string, unknown>
        const rest = type.rest ? resolve(type.rest) : undefined
        const attributes = { ...(rest?.type === 'object' ? rest.attributes : {}), ...type.attributes }
        for (const [key, item] of Object.entries(record)) {
          const attribute = attributes[key]
          if (attribute && item !== undefined) check(attribute.value, item, at ? `${at}.${key}` : key, out)
        }
        return
      }
    }
  }

  return {
    knows: (type) => named.get(type)?.type === 'document',
    problems(doc) {
      const entry = named.get(String(doc._type))
      if (entry?.type !== 'document') return []
      const out: string[] = []
      check({ type: 'object', attributes: entry.attributes }, doc, '', out)
      return out
    },
  }
}
