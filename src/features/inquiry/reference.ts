/** Reference numbers a buyer can quote on the phone: `INQ-20261122-7KQ2` (date + 4 unambiguous characters). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

function randomIndexes(count: number): number[] {
  const bytes = new Uint8Array(count)
  globalThis.crypto.getRandomValues(bytes)
  // 256 is a multiple of 32, so the modulo keeps every character equally likely.
  return [...bytes].map((b) => b % ALPHABET.length)
}

export function newReference(prefix = 'INQ', date: Date = new Date(), indexes: number[] = randomIndexes(4)): string {
  const day = `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`
  return `${prefix}-${day}-${indexes.map((i) => ALPHABET[i % ALPHABET.length]).join('')}`
}

export const REFERENCE_PATTERN = /^[A-Z]{2,5}-\d{8}-[2-9A-HJ-NP-Z]{4}$/
