// For the PDF layouts' unit tests: what every drawn page must satisfy.
import { expect } from 'vitest'
import type { DrawOp, Measure } from './layout'

// Roughly Helvetica: half an em per character.
export const measure: Measure = (text, size) => text.length * size * 0.5

export const texts = (ops: DrawOp[]) => ops.filter((op): op is Extract<DrawOp, { kind: 'text' }> => op.kind === 'text')

/** Every text inside the page's margins. */
export function expectInsidePage(ops: DrawOp[], page: { width: number; height: number }, margin: number) {
  for (const op of texts(ops)) {
    expect(op.x, op.text).toBeGreaterThanOrEqual(margin)
    expect(op.x + measure(op.text, op.size, op.bold), op.text).toBeLessThanOrEqual(page.width - margin + 0.01)
    expect(op.y, op.text).toBeGreaterThanOrEqual(margin - 0.01)
    expect(op.y + op.size, op.text).toBeLessThanOrEqual(page.height - margin + 0.01)
  }
}
