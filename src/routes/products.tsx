import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import { msg } from '@lingui/core/macro'
import type { Route } from './+types/products'
import { pageMeta, pageUrl } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { catalogueHref, pageCount, parseCatalogueUrl, type CataloguePage } from '@/features/catalogue/catalogue-pages'
import { CatalogueView } from '@/features/catalogue/components/catalogue-view'
import type { CatalogueData } from '@/features/catalogue/use-catalogue-view'
import { freshOrBuilt } from '@/lib/route-data'
import { i18nFor } from '@/lib/i18n'
import { CATEGORY_NAMES } from '@/features/catalogue/category-names'
import { languageOfPath, type Language } from '../../shared/languages.ts'

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const at = loaderData ? { category: loaderData.category, page: loaderData.page } : { category: 'All' as const, page: 1 }
  const path = catalogueHref(at)
  const name = at.category === 'All' ? msg`Our Products` : CATEGORY_NAMES[at.category]
  // A later page's title names the category in the page's language.
  const nameText = i18nFor(languageOfPath(location.pathname))._(name)
  const page = at.page
  const pages = loaderData ? pageCount(loaderData.total) : 1
  const tags = pageMeta(
    { matches, location },
    {
      title: page > 1 ? msg`${nameText}, page ${page}` : name,
      description: msg`Premium quality spices and blends for every kitchen: whole spices, ground spices, blends, retail packs and makhana.`,
      path,
      breadcrumbs: [
        { name: msg`Our Products`, path: '/products' },
        ...(at.category === 'All' ? [] : [{ name, path: catalogueHref({ category: at.category }) }]),
      ],
    },
  )
  // Neighbouring pages, for crawlers that follow them.
  if (at.page > 1) tags.push({ tagName: 'link', rel: 'prev', href: pageUrl(location, catalogueHref({ ...at, page: at.page - 1 })) })
  if (at.page < pages) tags.push({ tagName: 'link', rel: 'next', href: pageUrl(location, catalogueHref({ ...at, page: at.page + 1 })) })
  return tags
}

const languageOf = (url: string) => languageOfPath(new URL(url).pathname)

/** The query code loads with the first refresh after hydration, not with the page (src/lib/route-data.ts). */
const catalogueApi = () => import('@/features/catalogue/api/products')

function pageAt(url: string): CataloguePage {
  const at = parseCatalogueUrl(new URL(url))
  if (!at) throw data(null, { status: 404, statusText: 'Not Found' })
  return at
}

async function fetchPage(at: CataloguePage, language: Language): Promise<CatalogueData> {
  return pageData(at, await (await catalogueApi()).fetchCataloguePage(at.category, at.page, language))
}

function pageData({ category, page }: CataloguePage, { total, products, revision }: Omit<CatalogueData, 'category' | 'page'>): CatalogueData {
  if (page > pageCount(total)) throw data(null, { status: 404, statusText: 'Not Found' })
  return { category, page, total, products, revision }
}

/** Build time: one page of one category (the address has no query then), cut from the catalogue the build fetches once per language. */
export async function loader({ request }: Route.LoaderArgs) {
  const at = pageAt(request.url)
  // The dev server asks per page, so an edit shows on the next reload.
  if (!import.meta.env.PROD) return fetchPage(at, languageOf(request.url))
  const { builtCataloguePage } = await import('@/features/catalogue/api/built-catalogue')
  return pageData(at, await builtCataloguePage(at.category, at.page, languageOf(request.url)))
}

/** On arrival only the catalogue's revision is asked for; the page is fetched again only if it changed. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const at = pageAt(request.url)
  const arriving = document.documentElement.dataset.hydrated !== 'true'
  return freshOrBuilt(async () => {
    if (arriving) {
      const built = await serverLoader()
      if (built.category === at.category && built.page === at.page) {
        const now = await (await catalogueApi()).fetchCatalogueRevision()
        if (now.count === built.revision.count && now.updated === built.revision.updated) return built
      }
    }
    return fetchPage(at, languageOf(request.url))
  }, serverLoader)
}
clientLoader.hydrate = true as const

/** Typing a search filters the category's list in hand; a new category or page (or Retry) asks the server again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const from = parseCatalogueUrl(currentUrl)
  const to = parseCatalogueUrl(nextUrl)
  if (currentUrl.href === nextUrl.href || !from || !to) return defaultShouldRevalidate
  if (to.query) return from.category !== to.category
  return from.category !== to.category || from.page !== to.page || from.query !== ''
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CatalogueView data={loaderData} stale={'stale' in loaderData && loaderData.stale} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
