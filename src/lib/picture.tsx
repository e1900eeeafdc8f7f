// Pictures hydrate beside the URL builder rather than after it (docs/decisions/024).
import { Suspense, use, type ReactNode } from 'react'
import type { ResponsiveImage, SanityImage } from './image'
import { loadAgain } from './load-again'

type ImageUrls = typeof import('./image')

let loaded: ImageUrls | null = null
let loading: Promise<ImageUrls | null> | null = null
const ASK_AGAIN_AFTER_MS = 5000

/**
 * A failed load settles as null: the placeholders show. A boundary that renders again at once reads
 * that same answer; asking again there would ask in a loop, one request each time, for as long as the
 * connection is down. A picture rendered later asks again, at a fresh address when the browser keeps
 * the first failure (src/lib/load-again.ts).
 */
export function loadImageUrls(): Promise<ImageUrls | null> {
  loading ??= loadAgain(() => import('./image')).then(
    (module) => (loaded = module),
    () => {
      setTimeout(() => (loading = null), ASK_AGAIN_AFTER_MS)
      return null
    },
  )
  return loading
}

/** The builder when it has come, else null (e.g. a cart line's image, which the cart page fills in later). */
export function imageUrlsIfLoaded(): ImageUrls | null {
  return loaded
}

if (!import.meta.env.SSR && typeof window !== 'undefined') void loadImageUrls()

/** The responsive image for `source`, suspending until the builder has come. */
function useResponsiveImage(source: SanityImage | null | undefined, width: number, aspect: number): ResponsiveImage | null {
  if (!source?.asset) return null
  const urls = loaded ?? use(loadImageUrls())
  return urls ? urls.responsiveImage(source, width, aspect) : null
}

/** Renders `children(image)` with the responsive image of `source`, in a boundary of its own (see above). */
export function Picture({
  source,
  width,
  aspect,
  children,
}: {
  source: SanityImage | null | undefined
  width: number
  aspect: number
  children: (image: ResponsiveImage | null) => ReactNode
}) {
  return (
    <Suspense fallback={null}>
      <PictureBody source={source} width={width} aspect={aspect}>
        {children}
      </PictureBody>
    </Suspense>
  )
}

function PictureBody({ source, width, aspect, children }: Parameters<typeof Picture>[0]) {
  return children(useResponsiveImage(source, width, aspect))
}
