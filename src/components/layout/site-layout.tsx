import type { ReactNode } from 'react'
import { useRouteLoaderData } from 'react-router'
import { deferHydration } from '@/components/ui/deferred-hydration'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import type { SiteSettings } from '@/lib/queries'
import { Header } from './header'
import { LanguageSuggestion } from './language-suggestion'

/** Below every page: its code loads, and it hydrates, near the viewport, on idle or on the first interaction (docs/decisions/023). */
const DeferredFooter = deferHydration(() => import('./footer').then((m) => m.Footer))

/** What the root loader awaits before pre-rendering, so that the frame renders complete. */
export const preloadFrame = DeferredFooter.preload

export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData<{ settings: SiteSettings }>('root')
  if (!data) throw new Error('Site settings are not loaded')
  return data.settings
}

interface SiteLayoutProps {
  children: ReactNode
  /** Links the features add to the header, before "Call Us". */
  headerActions: ReactNode
  /** What renders nothing but reads saved state after hydration (the cart, the sample list). */
  hydrators: ReactNode
}

/** The frame of every page (the layout route in src/routes fills it): header, the page, footer, toasts. */
export function SiteLayout({ children, headerActions, hydrators }: SiteLayoutProps) {
  const settings = useSiteSettings()
  return (
    <>
      <Header settings={settings} actions={headerActions} />
      <div id="main" className="site-main" tabIndex={-1}>
        {children}
      </div>
      <DeferredFooter settings={settings} />
      {hydrators}
      <LanguageSuggestion />
      <LazyToaster />
    </>
  )
}
