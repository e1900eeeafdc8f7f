import { data } from 'react-router'
import { msg } from '@lingui/core/macro'
import type { Route } from './+types/product'
import { pageMeta, pageUrl, settingsFromMatches } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { ProductDetails } from '@/features/catalogue/components/product-details'
import { productHref } from '@/features/catalogue/links'
import { productShareImage, productStructuredData } from '@/features/catalogue/product-seo'
import { CATEGORY_NAMES } from '@/features/catalogue/category-names'
import { env } from '@/lib/env'
import { i18nFor } from '@/lib/i18n'
import { freshOrBuilt } from '@/lib/route-data'
import { todayInIndia } from '../../shared/dates.ts'
import { languageOfPath } from '../../shared/languages.ts'

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' })
}

/** The query code loads with the first refresh after hydration, not with the page (src/lib/route-data.ts). */
const catalogueApi = () => import('@/features/catalogue/api/products')

/** Build time: every product page is pre-rendered (scripts/build/prerender-paths.ts), all from one query. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const today = todayInIndia()
  const language = languageOfPath(new URL(request.url).pathname)
  // The dev server asks per page, so an edit shows on the next reload.
  const product = import.meta.env.PROD
    ? await (await import('@/lib/product-pages')).builtProduct(params.slug, today, language)
    : await (await catalogueApi()).fetchProduct(params.slug, today, language)
  if (!product) notFound()
  // `today` travels with the data, so papers that expired since the build disappear after hydration.
  return { product, today }
}

/** A product deleted since the build is a 404; an unreachable server keeps the built page, marked stale. */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const today = todayInIndia()
  const language = languageOfPath(new URL(request.url).pathname)
  const result = await freshOrBuilt(async () => ({ product: await (await catalogueApi()).fetchProduct(params.slug, today, language) }), serverLoader)
  const { product } = result
  if (!product) notFound()
  return { product, stale: result.stale, today }
}
clientLoader.hydrate = true as const

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const product = loaderData?.product
  if (!product) {
    return pageMeta(
      { matches, location },
      {
        title: msg`Page not found`,
        description: msg`The product you are looking for does not exist or has moved.`,
        path: '/products',
        noindex: true,
      },
    )
  }
  const brand = settingsFromMatches(matches)?.brandName ?? 'Spice & Makhana'
  // Head tags and structured data in the page's language: the name and description as the page shows them (English where not translated).
  const i18n = i18nFor(languageOfPath(location.pathname))
  const name = product.local.name.text ?? product.name
  const description = product.local.description.text?.trim() || null
  const category = i18n._(CATEGORY_NAMES[product.category])
  return pageMeta(
    { matches, location },
    {
      title: i18n._(msg({ comment: 'A product page’s title: the product and its category', message: `${name} (${category})` })),
      description: description ?? i18n._(msg`${name}: ${category} from India, in household packs and in bulk.`),
      path: productHref(product.slug),
      image: productShareImage(product),
      type: 'product',
      jsonLd: productStructuredData(
        product,
        { name, description, category },
        pageUrl(location, productHref(product.slug)),
        env.siteUrl,
        brand,
        loaderData.today,
      ),
      breadcrumbs: [
        { name: msg`Our Products`, path: '/products' },
        { name, path: productHref(product.slug) },
      ],
    },
  )
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductDetails product={loaderData.product} stale={'stale' in loaderData && loaderData.stale} today={loaderData.today} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
