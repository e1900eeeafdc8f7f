import { createImageUrlBuilder } from '@sanity/image-url'
import { env } from './env'

export interface SanityImage {
  asset?: { _ref?: string; _id?: string; url?: string; metadata?: { dimensions?: { width: number; height: number }; lqip?: string } } | null
  alt?: string | null
  hotspot?: { x: number; y: number; height: number; width: number } | null
  crop?: { top: number; bottom: number; left: number; right: number } | null
}

const builder = createImageUrlBuilder({
  projectId: env.sanity.projectId,
  dataset: env.sanity.dataset,
  ...(env.sanity.embedded && env.sanity.apiHost ? { baseUrl: env.sanity.apiHost } : {}),
})

export function urlFor(source: SanityImage) {
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

/** A square (or given aspect) responsive image: src, srcset and intrinsic size, so nothing shifts. */
export function responsiveImage(source: SanityImage, baseWidth: number, aspect = 1): ResponsiveImage | null {
  if (!source.asset) return null
  const height = Math.round(baseWidth / aspect)
  const at = (w: number) => urlFor(source).width(w).height(Math.round(w / aspect)).fit('crop').auto('format').quality(75).url()
  const widths = IMAGE_WIDTHS.filter((w) => w <= baseWidth * 2)
  return {
    src: at(baseWidth),
    srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '),
    width: baseWidth,
    height,
  }
}
