// Loaded with the whole list's code, on the first press of its button.
import { defineQuery } from 'groq'
import { SPEC_FIGURES } from '@/lib/product-query'
import type { WHOLE_LIST_QUERY_RESULT } from '@/lib/sanity.types'

/** Every product of a category ($category null for All), with only what the list prints. */
export const WHOLE_LIST_QUERY = defineQuery(`*[_type == "product" && defined(slug.current) && ($category == null || category == $category)]
  | order(productId asc){
  _id, productId, name, category, origin, price, packSize, bulkPrice, minOrderKg,
  exportSpec{ ${SPEC_FIGURES} }
}`)

export type ListProduct = WHOLE_LIST_QUERY_RESULT[number]
