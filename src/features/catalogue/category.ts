import { PRODUCT_CATEGORIES as CATEGORIES, type ProductCategory as Category } from '../../../shared/content-lists.ts'

export type CatalogueCategory = Category | 'All'

/** The six choices of the catalogue's 'Categories' panel, in the order buyers know from the first version. */
export const CATALOGUE_CATEGORIES: readonly CatalogueCategory[] = ['All', ...CATEGORIES]

/** Exact matching, so the value reaching the GROQ parameter is always one of the known names. */
export function parseCategory(raw: string | null | undefined): CatalogueCategory {
  if (typeof raw !== 'string') return 'All'
  return (CATEGORIES as readonly string[]).includes(raw) ? (raw as Category) : 'All'
}

/** The `$category` parameter of PRODUCTS_QUERY: null means no filter. */
export function categoryParam(category: CatalogueCategory): Category | null {
  return category === 'All' ? null : category
}
