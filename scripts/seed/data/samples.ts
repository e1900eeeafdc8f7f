import type { ProductCategory } from '../../../shared/content-lists.ts'

/**
 * Which seeded products offer samples, and how big one is: enough of a whole or ground spice for a
 * lab test and a cooking trial; makhana is light, so 50 g is already a large bag. Retail packs are
 * sold as they are and sample themselves.
 */
const SAMPLE_SIZE_BY_CATEGORY: Partial<Record<ProductCategory, string>> = {
  'Whole Spices': '100 g',
  'Ground Spices': '100 g',
  Blends: '100 g',
  Makhana: '50 g',
}

export interface SampleFields {
  offersSamples: boolean
  sampleSize?: string
}

export function sampleFields(category: ProductCategory): SampleFields {
  const size = SAMPLE_SIZE_BY_CATEGORY[category]
  return size ? { offersSamples: true, sampleSize: size } : { offersSamples: false }
}
