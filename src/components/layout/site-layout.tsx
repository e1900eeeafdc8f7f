import { Outlet, useRouteLoaderData } from 'react-router'
import { Toaster } from 'sonner'
import { CartHydration } from '@/features/cart/components/cart-hydration'
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
      <Toaster position="bottom-right" richColors closeButton visibleToasts={3} duration={3000} />
    </>
  )
}
