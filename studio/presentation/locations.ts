import { defineDocuments, defineLocations, type DocumentLocation, type DocumentLocationResolvers } from 'sanity/presentation'
import { blogCategoryPath, blogPostPath, policyPath, productHref } from '../../shared/site-paths.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, pathInLanguage } from '../../shared/languages.ts'

// Paths come from shared/site-paths.ts, so a renamed route cannot leave the Studio pointing at an old address.

const HOME: DocumentLocation = { title: 'Home', href: '/' }
const CATALOGUE: DocumentLocation = { title: 'Our Products', href: '/products' }

interface ProductFields {
  name?: string
  slug?: string
  nameTranslations?: { language?: string; value?: string }[] | null
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
      // One page per language, so staff translating into Arabic open the Arabic page (docs/decisions/040).
      ...LANGUAGES.map((language) => {
        const name = language === DEFAULT_LANGUAGE ? product.name : product.nameTranslations?.find((t) => t.language === language)?.value
        const title = name || (language === DEFAULT_LANGUAGE ? 'Product page' : `${product.name || 'Product page'} (not yet translated)`)
        return { title: `${title} · ${languageInfo(language).name}`, href: pathInLanguage(productHref(product.slug!), language) }
      }),
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
  product: defineLocations({ select: { name: 'name', slug: 'slug.current', nameTranslations: 'nameTranslations' }, resolve: productLocations }),
  policy: defineLocations({ select: { title: 'title', slug: 'slug.current' }, resolve: policyLocations }),
  blogPost: defineLocations({ select: { title: 'title', slug: 'slug.current', category: 'category' }, resolve: blogPostLocations }),
  siteSettings: defineLocations({ locations: [HOME], message: 'The brand, contact details and page texts show on every page.', tone: 'positive' }),
}

/** The page → its main document: product pages, policy pages and blog posts, in every language. */
export const mainDocuments = defineDocuments(
  LANGUAGES.flatMap((language) => [
    { route: pathInLanguage('/products/:slug', language), filter: `_type == "product" && slug.current == $slug` },
    { route: pathInLanguage('/policies/:slug', language), filter: `_type == "policy" && slug.current == $slug` },
    { route: pathInLanguage('/blog/:category/:slug', language), filter: `_type == "blogPost" && slug.current == $slug` },
    { route: pathInLanguage('/', language), filter: `_type == "siteSettings" && _id == "siteSettings"` },
  ]),
)
