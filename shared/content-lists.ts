// Plain data, no `sanity` imports: the site's first load imports it.

/** The shop's product categories, in the order the catalogue shows them. */
export const PRODUCT_CATEGORIES = ['Whole Spices', 'Ground Spices', 'Blends', 'Retail Packs', 'Makhana'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** The blog categories the Studio offers as a quick choice (staff may type another); the site has their names in every language. */
export const BLOG_CATEGORY_SUGGESTIONS = ['Health', 'Recipes', 'Culture'] as const
export type SuggestedBlogCategory = (typeof BLOG_CATEGORY_SUGGESTIONS)[number]

/** The storefront has exactly these four policy pages (/policies/{slug}). */
export const POLICY_SLUGS = ['privacy-policy', 'shipping-policy', 'refund-policy', 'terms-of-services'] as const
export type PolicySlug = (typeof POLICY_SLUGS)[number]
