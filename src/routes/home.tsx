import { msg } from '@lingui/core/macro'
import type { Route } from './+types/home'
import { pageMeta, siteLdFromMatches } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { useSiteSettings } from '@/components/layout/site-layout'
import { freshOrBuilt } from '@/lib/route-data'
import { HomeHero } from '@/features/content/components/home-hero'
import { deferHydration } from '@/components/ui/deferred-hydration'
// The deferred sections' stylesheets stay in the page's first load: their HTML is styled before their code comes.
import '@/features/catalogue/catalogue.css'
import '@/features/content/content.css'
import '@/features/inquiry/inquiry.css'
import '@/components/ui/star-rating.css'
import { languageOfPath, type Language } from '../../shared/languages.ts'

const TEASER_POSTS = 3

// A picture still waiting for the URL builder when its section re-renders would drop its <img> (docs/decisions/024).
function withPictures<T>(section: Promise<T>): Promise<T> {
  return Promise.all([section, import('@/lib/picture').then((m) => m.loadImageUrls())]).then(([loaded]) => loaded)
}

// Only the hero hydrates with the page (docs/decisions/023).
const DeferredCategoryCarousel = deferHydration(() => withPictures(import('@/features/catalogue/components/category-carousel').then((m) => m.CategoryCarousel)))
const DeferredFeaturedProducts = deferHydration(() => withPictures(import('@/features/catalogue/components/featured-products').then((m) => m.FeaturedProducts)))
const DeferredTestimonials = deferHydration(() =>
  withPictures(import('@/features/content/components/testimonials-carousel').then((m) => m.TestimonialsCarousel)),
)
const DeferredBlogTeaser = deferHydration(() => withPictures(import('@/features/content/components/blog-teaser').then((m) => m.BlogTeaser)))
const DeferredContactSection = deferHydration(() => import('@/features/inquiry/components/contact-section').then((m) => m.ContactSection))

export function meta({ matches, location }: Route.MetaArgs) {
  const site = siteLdFromMatches(matches)
  return pageMeta(
    { matches, location },
    {
      title: msg`Premium Indian Spices & Makhana Exporter`,
      description: msg`Exporter of premium whole and ground spices, blends and makhana (fox nuts) from New Delhi, India. Household packs and bulk supply worldwide.`,
      path: '/',
      jsonLd: site ? [site.organization, site.webSite] : [],
    },
  )
}

/** Every section's data in one request; the query code loads with the first refresh after hydration, not with the page. */
async function loadHome(language: Language, productCount = 0) {
  const { fetchHomeContent, randomFeaturedStart } = await import('@/features/content/api/home')
  return fetchHomeContent(language, TEASER_POSTS, randomFeaturedStart(productCount))
}

export async function loader({ request }: Route.LoaderArgs) {
  // The pre-rendered HTML holds the deferred sections complete: their code is loaded before the page renders.
  const [data] = await Promise.all([
    loadHome(languageOfPath(new URL(request.url).pathname)),
    DeferredCategoryCarousel.preload(),
    DeferredFeaturedProducts.preload(),
    DeferredTestimonials.preload(),
    DeferredBlogTeaser.preload(),
    DeferredContactSection.preload(),
  ])
  return data
}

/** The built data (in the HTML on arrival) says how many products there are to pick a featured window from. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  return freshOrBuilt(async () => loadHome(language, (await serverLoader()).productCount), serverLoader)
}
clientLoader.hydrate = true as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings()
  const { featured, covers, testimonials, posts } = loaderData
  return (
    <main className="home">
      <HomeHero settings={settings} />
      <DeferredCategoryCarousel products={covers} />
      {/* The built data has no freshness mark; this visit's window of products, fetched after hydration, has. */}
      <DeferredFeaturedProducts products={featured} fresh={'stale' in loaderData} />
      <DeferredTestimonials testimonials={testimonials} />
      <DeferredBlogTeaser posts={posts} />
      <div className="container home-contact">
        <DeferredContactSection source="Home page" />
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
