import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { POLICY_SLUGS } from '../shared/content-lists.ts'

export default [
  layout('routes/layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx', { id: 'products' }),
    // One route, so the further catalogue pages are pre-rendered however few there are.
    route('products/*', 'routes/products.tsx', { id: 'products-pages' }),
    // The first version linked to both /product and /products: one screen, two addresses.
    route('product', 'routes/products.tsx', { id: 'product-alias' }),
    route('products/:slug', 'routes/product.tsx'),
    route('b2b', 'routes/b2b.tsx'),
    route('about', 'routes/about.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:category', 'routes/blog-category.tsx'),
    route('blog/:category/:slug', 'routes/blog-post.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('samples', 'routes/samples.tsx'),
    // One route per policy: an unknown /policies/... path is the not-found page, before and after hydration.
    ...POLICY_SLUGS.map((slug) => route(`policies/${slug}`, 'routes/policy.tsx', { id: `policy-${slug}` })),
    route('certification', 'routes/certification.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
