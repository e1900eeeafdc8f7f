import { defineDocuments, defineLocations, type DocumentLocation, type DocumentLocationResolvers } from 'sanity/presentation'
import { blogCategoryPath, blogPostPath, policyPath, productHref } from '../../shared/site-paths.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, pathInLanguage } from '../../shared/languages.ts'

// Paths come from shared/site-paths.ts, so a renamed route cannot leave the Studio pointing at an old address.

const HOME: DocumentLocation = { title: 'Home', href: '/' }
const CATALOGUE: DocumentLocation = { title: 'Our Products', href: '/products' }

type Translations = { language?: string; value?: string }[] | null

interface ProductFields {
  name?: string
  slug?: string
  nameTranslations?: Translations
}

interface TitledFields {
  title?: string
  slug?: string
  category?: string
  titleTranslations?: Translations
}

/** One page per language, titled by its translated name, so staff translating into Arabic open the Arabic page (docs/decisions/040, 044). */
function inEveryLanguage(english: string | undefined, translations: Translations | undefined, href: string, untitled: string): DocumentLocation[] {
  return LANGUAGES.map((language) => {
    const name = language === DEFAULT_LANGUAGE ? english : translations?.find((t) => t.language === language)?.value
    const title = name || (language === DEFAULT_LANGUAGE ? untitled : `${english || untitled} (not yet translated)`)
    return { title: `${title} · ${languageInfo(language).name}`, href: pathInLanguage(href, language) }
  })
}

export function productLocations(product: ProductFields | null): { locations: DocumentLocation[] } | null {
  if (!product?.slug) return null
  return {
    locations: [
      ...inEveryLanguage(product.name, product.nameTranslations, productHref(product.slug), 'Product page'),
      CATALOGUE,
      // Every product is a candidate for the home page's featured products.
      { ...HOME, title: 'Home (featured products)' },
    ],
  }
}

export function policyLocations(policy: TitledFields | null): { locations: DocumentLocation[] } | null {
  if (!policy?.slug) return null
  return { locations: inEveryLanguage(policy.title, policy.titleTranslations, policyPath(policy.slug), 'Policy page') }
}

export function blogPostLocations(post: TitledFields | null): { locations: DocumentLocation[] } | null {
  if (!post?.slug || !post.category) return null
  return {
    locations: [
      ...inEveryLanguage(post.title, post.titleTranslations, blogPostPath({ category: post.category, slug: post.slug }), 'Blog post'),
      { title: `Blog: ${post.category}`, href: blogCategoryPath(post.category) },
    ],
  }
}

export const locations: DocumentLocationResolvers = {
  product: defineLocations({ select: { name: 'name', slug: 'slug.current', nameTranslations: 'nameTranslations' }, resolve: productLocations }),
  policy: defineLocations({ select: { title: 'title', slug: 'slug.current', titleTranslations: 'titleTranslations' }, resolve: policyLocations }),
  blogPost: defineLocations({
    select: { title: 'title', slug: 'slug.current', category: 'category', titleTranslations: 'titleTranslations' },
    resolve: blogPostLocations,
  }),
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
