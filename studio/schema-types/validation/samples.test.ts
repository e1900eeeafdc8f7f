import { describe, expect, it } from 'vitest'
import { SAMPLE_SIZE_FORMAT, SAMPLE_SIZE_REQUIRED, checkSampleSize } from './samples.ts'

describe('checkSampleSize', () => {
  it('asks for a size only when the product offers samples', () => {
    expect(checkSampleSize(undefined, { document: { offersSamples: true } })).toBe(SAMPLE_SIZE_REQUIRED)
    expect(checkSampleSize('  ', { document: { offersSamples: true } })).toBe(SAMPLE_SIZE_REQUIRED)
    expect(checkSampleSize(undefined, { document: { offersSamples: false } })).toBe(true)
    expect(checkSampleSize(undefined, { document: undefined })).toBe(true)
  })

  it('wants the weight and unit first, as pack sizes do', () => {
    expect(checkSampleSize('100 g', { document: { offersSamples: true } })).toBe(true)
    expect(checkSampleSize('0.5 kg pouch', { document: { offersSamples: true } })).toBe(true)
    expect(checkSampleSize('a handful', { document: { offersSamples: true } })).toBe(SAMPLE_SIZE_FORMAT)
    expect(checkSampleSize('100 g'.padEnd(60, ' x'), { document: { offersSamples: true } })).toMatch(/under 40 characters/)
  })
})
