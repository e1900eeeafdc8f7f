import type { PRODUCT_BADGES, ProductCategory } from '../../../../studio/schema-types/rules.ts'

export type Badge = (typeof PRODUCT_BADGES)[number]

/** One catalogue line as written by hand; documents.ts turns it into a `product` document. */
export interface ProductRow {
  productId: number
  name: string
  price: number
  bulkPrice: number
  rating: number
  badge?: Badge
  description?: string
  packSize: string
  minOrderKg: number
  origin: string
  /** Colour of the product in its generated illustration. */
  tone: string
}

export interface CategoryRows {
  category: ProductCategory
  rows: ProductRow[]
}
