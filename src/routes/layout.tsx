import { Outlet } from 'react-router'
import { SiteLayout } from '@/components/layout/site-layout'
import { CartHydration, CartLink } from '@/features/cart'
import { SampleHydration, SamplesLink } from '@/features/samples'

/** Every page in the site's frame, with the sample list and the cart in the header (read after hydration). */
export default function Layout() {
  return (
    <SiteLayout
      headerActions={
        <>
          <SamplesLink />
          <CartLink />
        </>
      }
      hydrators={
        <>
          <CartHydration />
          <SampleHydration />
        </>
      }
    >
      <Outlet />
    </SiteLayout>
  )
}
