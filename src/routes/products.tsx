import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/products'
import { pageMeta } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { parseCategory, type CatalogueCategory } from '@/features/catalogue/category'
import { CatalogueView } from '@/features/catalogue/components/catalogue-view'
import { freshOrBuilt } from '@/lib/route-data'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Our Products',
    description: 'Premium quality spices and blends for every kitchen: whole spices, ground spices, blends, retail packs and makhana.',
    path: '/products',
    breadcrumbs: [{ name: 'Our Products', path: '/products' }],
  })
}

/** The query code loads with the first refresh after hydration, not with the page (src/lib/route-data.ts). */
const catalogueApi = () => import('@/features/catalogue/api/products')

/** Build time: the page is pre-rendered with every product (the address has no query then). */
export async function loader() {
  return { category: 'All' as CatalogueCategory, products: await (await catalogueApi()).fetchProducts('All') }
}

/** In the browser: the chosen category, fresh from the content server (or the built list if it is down). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const category = parseCategory(new URL(request.url).searchParams.get('category'))
  return freshOrBuilt(async () => ({ category, products: await (await catalogueApi()).fetchProducts(category) }), serverLoader)
}
clientLoader.hydrate = true as const

/** Typing a search filters the list in hand; only a new category (or Retry) asks the server again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const categoryOf = (url: URL) => parseCategory(url.searchParams.get('category'))
  return categoryOf(currentUrl) !== categoryOf(nextUrl)
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} stale={'stale' in loaderData && loaderData.stale} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
