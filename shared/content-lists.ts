/**
 * The lists the content model, the seed and the storefront share, in one module. The Studio's
 * schema offers them to editors, the seed is checked against them, the site routes and filters by
 * them. Plain data only (no `sanity` imports, no calls at load): the site's first load imports it.
 */

/** The shop's product categories, in the order the catalogue shows them. */
export const PRODUCT_CATEGORIES = ['Whole Spices', 'Ground Spices', 'Blends', 'Retail Packs', 'Makhana'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** The storefront has exactly these four policy pages (/policies/{slug}). */
export const POLICY_SLUGS = ['privacy-policy', 'shipping-policy', 'refund-policy', 'terms-of-services'] as const
export type PolicySlug = (typeof POLICY_SLUGS)[number]
