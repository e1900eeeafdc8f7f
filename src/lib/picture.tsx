/**
 * Pictures hydrate without @sanity/image-url in the first load. The HTML already has every `<img>`
 * with its src and srcset; the URL builder (3.2 KB gzip) is asked for as soon as this module runs,
 * beside hydration rather than before it. Each picture sits in a Suspense boundary of its own: if
 * React reaches it before the builder has come, React keeps that `<img>` as the HTML has it and
 * hydrates it when the builder arrives, in a task of its own; nothing is shown twice or moves.
 * Pre-rendering loads the builder before rendering (root.tsx's loader), so nothing suspends there.
 * Pages whose head tags need image URLs (a product's or an article's share image) import ./image
 * directly.
 */
import { Suspense, use, type ReactNode } from 'react'
import type { ResponsiveImage, SanityImage } from './image'

type ImageUrls = typeof import('./image')

let loaded: ImageUrls | null = null
let loading: Promise<ImageUrls | null> | null = null

/**
 * The URL builder's module; a failed load (the connection dropped after the page came) is asked for
 * again on the next call and, meanwhile, settles as null: the picture then shows its placeholder.
 */
export function loadImageUrls(): Promise<ImageUrls | null> {
  loading ??= import('./image').then(
    (module) => (loaded = module),
    () => {
      loading = null
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
