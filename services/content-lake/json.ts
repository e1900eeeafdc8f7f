import { randomKey } from './ids.ts'

export type JsonObject = { [key: string]: unknown }

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// Own-property access only: a patch path like `__proto__` must address data, never the prototype.
export function getOwn(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined
}

export function setOwn(object: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true })
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]))
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    if (keys.length !== Object.keys(b).length) return false
    return keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
  }
  return false
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/** Gives every object in every array a `_key`, as Sanity's `autoGenerateArrayKeys` does. */
export function withArrayKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const next = withArrayKeys(item)
      if (isPlainObject(next) && typeof next._key !== 'string') return { _key: randomKey(12), ...next }
      return next
    })
  }
  if (isPlainObject(value)) {
    const copy: JsonObject = {}
    for (const [key, child] of Object.entries(value)) setOwn(copy, key, withArrayKeys(child))
    return copy
  }
  return value
}
