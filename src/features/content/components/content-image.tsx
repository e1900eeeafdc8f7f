import type { ResponsiveImage, SanityImage } from '@/lib/image'
import { Picture } from '@/lib/picture'
import { clean } from '@/lib/presentation'
import { useFallbackMark } from '@/lib/use-fallback'

interface ContentImageProps {
  image: SanityImage | null | undefined
  /** Width the image is shown at on a wide screen, in CSS pixels. */
  width: number
  /** Width divided by height. */
  aspect: number
  sizes: string
  loading?: 'lazy' | 'eager'
  className?: string
}

/** A Sanity image with srcset, intrinsic size (no layout shift) and its blurred preview behind it. */
export function ContentImage({ image, width, aspect, ...rest }: ContentImageProps) {
  return (
    <Picture source={image} width={width} aspect={aspect}>
      {(img) => <ContentPicture image={image} img={img} aspect={aspect} {...rest} />}
    </Picture>
  )
}

function ContentPicture({ image, img, aspect, sizes, loading = 'lazy', className }: Omit<ContentImageProps, 'width'> & { img: ResponsiveImage | null }) {
  const mark = useFallbackMark()
  if (!image || !img) return <div className={['content-image-missing', className].filter(Boolean).join(' ')} style={{ aspectRatio: aspect }} />
  const lqip = image.asset?.metadata?.lqip
  const alt = clean(image.alt) ?? ''
  return (
    <img
      // Staff describe images once, in English: the description is marked so on other languages' pages.
      {...mark({ text: alt, lang: 'en' })}
      className={className}
      src={img.src}
      srcSet={img.srcSet}
      sizes={sizes}
      width={img.width}
      height={img.height}
      alt={alt}
      loading={loading}
      decoding="async"
      style={lqip ? { backgroundImage: `url(${lqip})`, backgroundSize: 'cover' } : undefined}
    />
  )
}

export const CARD_IMAGE_SIZES = '(min-width: 1000px) 373px, (min-width: 640px) 50vw, 100vw'
