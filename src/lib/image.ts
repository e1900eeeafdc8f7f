import { createImageUrlBuilder } from '@sanity/image-url'
import { env } from './env'

/** What the image helpers read of an image field; each query's generated result type fits it. */
export interface SanityImage {
  asset?: {
    _ref?: string
    _id?: string
    url?: string
    metadata?: { dimensions?: { width: number; height: number } | null; lqip?: string | null } | null
  } | null
  alt?: string | null
  hotspot?: { x: number; y: number; height: number; width: number } | null
  crop?: { top: number; bottom: number; left: number; right: number } | null
}

let builder: ReturnType<typeof createImageUrlBuilder> | null = null

/** Made on first use: importing this module does nothing, so a page that does not build URLs drops it. */
export function urlFor(source: SanityImage) {
  builder ??= createImageUrlBuilder({
    projectId: env.sanity.projectId,
    dataset: env.sanity.dataset,
    ...(env.sanity.embedded && env.sanity.apiHost ? { baseUrl: env.sanity.apiHost } : {}),
  })
  return builder.image(source as Parameters<typeof builder.image>[0])
}

/** Widths offered in srcset; the browser picks by the `sizes` hint. */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960] as const

export interface ResponsiveImage {
  src: string
  srcSet: string
  width: number
  height: number
}

/** Built URLs by image and size: a card re-rendered (fresh data, a filter) reuses its srcset. */
const built = new Map<string, ResponsiveImage>()
const BUILT_LIMIT = 1000

/** A square (or given aspect) responsive image: src, srcset and intrinsic size, so nothing shifts. */
export function responsiveImage(source: SanityImage, baseWidth: number, aspect = 1): ResponsiveImage | null {
  if (!source.asset) return null
  const asset = source.asset._ref ?? source.asset._id ?? source.asset.url ?? ''
  const key = JSON.stringify([asset, source.crop ?? null, source.hotspot ?? null, baseWidth, aspect])
  const known = built.get(key)
  if (known) return known
  const image = buildResponsiveImage(source, baseWidth, aspect)
  if (built.size >= BUILT_LIMIT) built.clear()
  built.set(key, image)
  return image
}

function buildResponsiveImage(source: SanityImage, baseWidth: number, aspect: number): ResponsiveImage {
  const height = Math.round(baseWidth / aspect)
  const at = (w: number) =>
    urlFor(source)
      .width(w)
      .height(Math.round(w / aspect))
      .fit('crop')
      .auto('format')
      .quality(75)
      .url()
  const widths = IMAGE_WIDTHS.filter((w) => w <= baseWidth * 2)
  return {
    src: at(baseWidth),
    srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '),
    width: baseWidth,
    height,
  }
}
