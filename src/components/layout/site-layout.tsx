import { Outlet, useRouteLoaderData } from 'react-router'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { CartHydration } from '@/features/cart/components/cart-hydration'
import { SampleHydration } from '@/features/samples/components/sample-hydration'
import type { SiteSettings } from '@/lib/queries'
import { Footer } from './footer'
import { Header } from './header'

export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData<{ settings: SiteSettings }>('root')
  if (!data) throw new Error('Site settings are not loaded')
  return data.settings
}

export default function SiteLayout() {
  const settings = useSiteSettings()
  return (
    <>
      <Header settings={settings} />
      <div id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </div>
      <Footer settings={settings} />
      <CartHydration />
      <SampleHydration />
      <LazyToaster />
    </>
  )
}
