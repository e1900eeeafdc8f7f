// The site and the Studio's Presentation build addresses here, so the two cannot disagree.

export function productHref(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`
}

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
