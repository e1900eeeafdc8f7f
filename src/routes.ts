import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { POLICY_SLUGS } from '../shared/content-lists.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../shared/languages.ts'

/** Every page, once per language: English at the root, each other language under its code (/ar/…). */
function pages(language: Language) {
  // Route ids are unique across languages: 'products' in English, 'products-ar' in Arabic.
  const id = (name: string) => (language === DEFAULT_LANGUAGE ? name : `${name}-${language}`)
  return [
    index('routes/home.tsx', { id: id('home') }),
    route('products', 'routes/products.tsx', { id: id('products') }),
    // One route, so the further catalogue pages are pre-rendered however few there are.
    route('products/*', 'routes/products.tsx', { id: id('products-pages') }),
    // The first version linked to both /product and /products: one screen, two addresses.
    route('product', 'routes/products.tsx', { id: id('product-alias') }),
    route('products/:slug', 'routes/product.tsx', { id: id('product') }),
    route('b2b', 'routes/b2b.tsx', { id: id('b2b') }),
    route('about', 'routes/about.tsx', { id: id('about') }),
    route('blog', 'routes/blog.tsx', { id: id('blog') }),
    route('blog/:category', 'routes/blog-category.tsx', { id: id('blog-category') }),
    route('blog/:category/:slug', 'routes/blog-post.tsx', { id: id('blog-post') }),
    route('contact', 'routes/contact.tsx', { id: id('contact') }),
    route('cart', 'routes/cart.tsx', { id: id('cart') }),
    route('checkout', 'routes/checkout.tsx', { id: id('checkout') }),
    route('samples', 'routes/samples.tsx', { id: id('samples') }),
    // One route per policy: an unknown /policies/... path is the not-found page, before and after hydration.
    ...POLICY_SLUGS.map((slug) => route(`policies/${slug}`, 'routes/policy.tsx', { id: id(`policy-${slug}`) })),
    route('certification', 'routes/certification.tsx', { id: id('certification') }),
    route('*', 'routes/not-found.tsx', { id: id('not-found') }),
  ]
}

export default LANGUAGES.map((language) =>
  language === DEFAULT_LANGUAGE
    ? layout('routes/layout.tsx', { id: 'layout' }, pages(language))
    : layout('routes/layout.tsx', { id: `layout-${language}` }, prefix(language, pages(language))),
) satisfies RouteConfig
