/**
 * The addresses of the site's content pages, built in one place: the site links with them and the
 * Studio's Presentation tool shows editors where a document appears, so the two cannot disagree.
 */

/** The address of a product page. */
export function productHref(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`
}

/** The address of a policy page. */
export function policyPath(slug: string): string {
  return `/policies/${encodeURIComponent(slug)}`
}

/** `/blog/health`: the category page of a post, the category in lower case, as the home page links it. */
export function blogCategoryPath(category: string): string {
  return `/blog/${encodeURIComponent(category.trim().toLowerCase())}`
}

export function blogPostPath(post: { category: string; slug: string }): string {
  return `${blogCategoryPath(post.category)}/${encodeURIComponent(post.slug)}`
}
