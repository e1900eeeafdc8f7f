import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/root'
import { HydrationBoundary } from '@/lib/hydration'
import { KeepScrollOnFirstRefresh } from '@/lib/keep-scroll'
import { inPresentation } from '@/lib/presentation'
import { PresentationPreview } from '@/lib/preview-boundary'
import { loadImageUrls } from '@/lib/picture'
import { preloadFrame } from '@/components/layout/site-layout'
import { freshOrBuilt } from '@/lib/route-data'
import { env } from '@/lib/env'
import './styles/global.css'

/** The query code loads with the first refresh after hydration, not with the page (src/lib/route-data.ts). */
async function loadSite() {
  const [{ fetchSiteSettings }, { siteStructuredData }] = await Promise.all([
    import('@/features/content/api/site-settings'),
    import('@/components/seo/json-ld'),
  ])
  const settings = await fetchSiteSettings()
  // The business's structured data is built with the settings, here, so that no page's `meta` rebuilds it at hydration.
  return { settings, siteLd: siteStructuredData(settings, env.siteUrl) }
}

export async function loader() {
  // Pre-rendering must not suspend on pictures or the deferred footer.
  await Promise.all([loadImageUrls(), preloadFrame()])
  return loadSite()
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return freshOrBuilt(loadSite, serverLoader)
}
clientLoader.hydrate = true as const

// Settings are read once per visit; Presentation still follows the editor's changes.
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return inPresentation() && defaultShouldRevalidate
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a2e0e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        {/* After ScrollRestoration: undoes its reset when the first fresh content arrives (lib/keep-scroll). */}
        <KeepScrollOnFirstRefresh />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  // Marks <html data-hydrated> once React has hydrated: browser tests wait for it before interacting.
  return (
    <HydrationBoundary>
      <Outlet />
      <PresentationPreview />
    </HydrationBoundary>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
  return (
    <main className="container page" id="main">
      <h1>{title}</h1>
      <p>We could not show this page. Please reload, or come back in a moment.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  )
}
