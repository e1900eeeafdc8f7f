import { defineDocuments, defineLocations, type DocumentLocation, type DocumentLocationResolvers } from 'sanity/presentation'
import { blogCategoryPath, blogPostPath, policyPath, productHref } from '../../shared/site-paths.ts'

// Paths come from shared/site-paths.ts, so a renamed route cannot leave the Studio pointing at an old address.

const HOME: DocumentLocation = { title: 'Home', href: '/' }
const CATALOGUE: DocumentLocation = { title: 'Our Products', href: '/products' }

interface ProductFields {
  name?: string
  slug?: string
}

interface TitledFields {
  title?: string
  slug?: string
  category?: string
}

export function productLocations(product: ProductFields | null): { locations: DocumentLocation[] } | null {
  if (!product?.slug) return null
  return {
    locations: [
      { title: product.name || 'Product page', href: productHref(product.slug) },
      CATALOGUE,
      // Every product is a candidate for the home page's featured products.
      { ...HOME, title: 'Home (featured products)' },
    ],
  }
}

export function policyLocations(policy: TitledFields | null): { locations: DocumentLocation[] } | null {
  if (!policy?.slug) return null
  return { locations: [{ title: policy.title || 'Policy page', href: policyPath(policy.slug) }] }
}

export function blogPostLocations(post: TitledFields | null): { locations: DocumentLocation[] } | null {
  if (!post?.slug || !post.category) return null
  return {
    locations: [
      { title: post.title || 'Blog post', href: blogPostPath({ category: post.category, slug: post.slug }) },
      { title: `Blog: ${post.category}`, href: blogCategoryPath(post.category) },
    ],
  }
}

export const locations: DocumentLocationResolvers = {
  product: defineLocations({ select: { name: 'name', slug: 'slug.current' }, resolve: productLocations }),
  policy: defineLocations({ select: { title: 'title', slug: 'slug.current' }, resolve: policyLocations }),
  blogPost: defineLocations({ select: { title: 'title', slug: 'slug.current', category: 'category' }, resolve: blogPostLocations }),
  siteSettings: defineLocations({ locations: [HOME], message: 'The brand, contact details and page texts show on every page.', tone: 'positive' }),
}

/** The page → its main document: product pages, policy pages and blog posts. */
export const mainDocuments = defineDocuments([
  { route: '/products/:slug', filter: `_type == "product" && slug.current == $slug` },
  { route: '/policies/:slug', filter: `_type == "policy" && slug.current == $slug` },
  { route: '/blog/:category/:slug', filter: `_type == "blogPost" && slug.current == $slug` },
  { route: '/', filter: `_type == "siteSettings" && _id == "siteSettings"` },
])
