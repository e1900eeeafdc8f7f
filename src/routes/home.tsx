import type { Route } from './+types/home'
import { pageMeta, siteLdFromMatches } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { useSiteSettings } from '@/components/layout/site-layout'
import { freshOrBuilt } from '@/lib/route-data'
import { CategoryCarousel } from '@/features/catalogue/components/category-carousel'
import { FeaturedProducts } from '@/features/catalogue/components/featured-products'
import { BlogTeaser } from '@/features/content/components/blog-teaser'
import { HomeHero } from '@/features/content/components/home-hero'
import { TestimonialsCarousel } from '@/features/content/components/testimonials-carousel'
import { ContactSection } from '@/features/inquiry/components/contact-section'
import '@/features/content/content.css'

/** The blog teaser shows three articles. */
const TEASER_POSTS = 3

export function meta({ matches }: Route.MetaArgs) {
  const site = siteLdFromMatches(matches)
  return pageMeta(matches, {
    title: 'Premium Indian Spices & Makhana Exporter',
    description: 'Exporter of premium whole and ground spices, blends and makhana (fox nuts) from New Delhi, India. Household packs and bulk supply worldwide.',
    path: '/',
    jsonLd: site ? [site.organization, site.webSite] : [],
  })
}

/** Every section's data in one request; the query code loads with the first refresh after hydration, not with the page. */
async function loadHome() {
  const { fetchHomeContent } = await import('@/features/content/api/home')
  return fetchHomeContent(TEASER_POSTS)
}

export async function loader() {
  return loadHome()
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return freshOrBuilt(loadHome, serverLoader)
}
clientLoader.hydrate = true as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings()
  const { featured, testimonials, posts } = loaderData
  return (
    <main className="home">
      <HomeHero settings={settings} />
      <CategoryCarousel products={featured} />
      <FeaturedProducts products={featured} />
      <TestimonialsCarousel testimonials={testimonials} />
      <BlogTeaser posts={posts} />
      <div className="container home-contact">
        <ContactSection source="Home page" />
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
