import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router'
import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Route } from './+types/root'
import { HydrationBoundary } from '@/lib/hydration'
import { KeepScrollOnFirstRefresh } from '@/lib/keep-scroll'
import { inPresentation } from '@/lib/presentation'
import { PresentationPreview } from '@/lib/preview-boundary'
import { loadImageUrls } from '@/lib/picture'
import { preloadFrame } from '@/components/layout/site-layout'
import { freshOrBuilt } from '@/lib/route-data'
import { oncePerBuild } from '@/lib/build-memo'
import { env } from '@/lib/env'
import { i18nFor, loadI18n, useLanguage } from '@/lib/i18n'
import { languageInfo, languageOfPath, pathInLanguage, type Language } from '../shared/languages'
import './styles/global.css'

/** The query code loads with the first refresh after hydration, not with the page (src/lib/route-data.ts). */
async function loadSite(language: Language) {
  const [{ fetchSiteSettings }, { siteStructuredData }] = await Promise.all([
    import('@/features/content/api/site-settings'),
    import('@/components/seo/json-ld'),
  ])
  const settings = await fetchSiteSettings(language)
  // The business's structured data is built with the settings, here, so that no page's `meta` rebuilds it at hydration.
  return { settings, siteLd: siteStructuredData(settings, env.siteUrl) }
}

// In the browser the page's interface text is loaded before anything renders; a change of language loads a new document.
if (typeof document !== 'undefined') {
  const language = languageInfo(languageOfPath(location.pathname))
  await loadI18n(language.code)
  // The app shell (pages published after the build) is built in English, and hydration does not correct <html>'s attributes.
  // Written only where wrong: writing `lang`, even unchanged, restyles the whole page (decision 048).
  // The build writes `dir` with `lang`, so one comparison covers both.
  const html = document.documentElement
  if (html.lang !== language.hreflang) {
    html.lang = language.hreflang
    html.dir = language.dir
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  // Pre-rendering must not suspend on pictures, the deferred footer or the page's interface text.
  const language = languageOfPath(new URL(request.url).pathname)
  await Promise.all([loadImageUrls(), preloadFrame(), loadI18n(language)])
  // The dev server asks per page, so an edit shows on the next reload.
  return import.meta.env.PROD ? builtSite(language) : loadSite(language)
}

/** The settings every pre-rendered page carries, fetched once per language for the whole build. */
const builtSite = oncePerBuild(loadSite)

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return freshOrBuilt(() => loadSite(languageOfPath(new URL(request.url).pathname)), serverLoader)
}
clientLoader.hydrate = true as const

// Settings are read once per visit; Presentation still follows the editor's changes.
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return inPresentation() && defaultShouldRevalidate
}

export function Layout({ children }: { children: React.ReactNode }) {
  const language = languageInfo(useLanguage())
  return (
    <html lang={language.hreflang} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a2e0e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider i18n={i18nFor(language.code)}>{children}</I18nProvider>
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
  // A document load, not a client navigation: after an error the page starts afresh.
  const home = pathInLanguage('/', useLanguage())
  return (
    <main className="container page" id="main">
      <h1>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : <Trans>Something went wrong</Trans>}</h1>
      <p>
        <Trans>We could not show this page. Please reload, or come back in a moment.</Trans>
      </p>
      <p>
        <a href={home}>
          <Trans>Go to the home page</Trans>
        </a>
      </p>
    </main>
  )
}
