import type { ResponsiveImage, SanityImage } from '@/lib/image'
import { Picture } from '@/lib/picture'
import { clean } from '@/lib/presentation'

interface ProductImageProps {
  image: SanityImage | null | undefined
  alt: string
  /** Width the `src` is made at; the srcset offers up to twice that. */
  width: number
  /** Width / height. */
  aspect: number
  sizes: string
  /** Above the fold: load at once, not lazily. */
  eager?: boolean
  /** The largest image of the first screen: fetch it before the others. */
  priority?: boolean
  /** Decorative, even when on the first screen: fetch it after the page's text, styles and scripts. */
  lowPriority?: boolean
  className?: string
}

/** A product photo with srcset and intrinsic size, so nothing shifts while it loads. */
export function ProductImage({ image, width, aspect, ...rest }: ProductImageProps) {
  return (
    <Picture source={image} width={width} aspect={aspect}>
      {(img) => <ProductPicture img={img} aspect={aspect} {...rest} />}
    </Picture>
  )
}

function ProductPicture({
  img,
  alt,
  aspect,
  sizes,
  eager = false,
  priority = false,
  lowPriority = false,
  className,
}: Omit<ProductImageProps, 'image' | 'width'> & { img: ResponsiveImage | null }) {
  if (!img) {
    const cls = ['product-image', 'product-image-missing', className].filter(Boolean).join(' ')
    return alt ? (
      <div className={cls} style={{ aspectRatio: aspect }} role="img" aria-label={alt} />
    ) : (
      <div className={cls} style={{ aspectRatio: aspect }} aria-hidden="true" />
    )
  }
  return (
    <img
      className={['product-image', className].filter(Boolean).join(' ')}
      src={img.src}
      srcSet={img.srcSet}
      sizes={sizes}
      width={img.width}
      height={img.height}
      alt={clean(alt)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : lowPriority ? 'low' : 'auto'}
    />
  )
}
