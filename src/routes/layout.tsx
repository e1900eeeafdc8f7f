import { Outlet } from 'react-router'
import { SiteLayout } from '@/components/layout/site-layout'
import { CartHydration } from '@/features/cart/components/cart-hydration'
import { CartLink } from '@/features/cart/components/cart-link'
import { SampleHydration } from '@/features/samples/components/sample-hydration'
import { SamplesLink } from '@/features/samples/components/samples-link'

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
