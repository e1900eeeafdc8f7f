import type { ResponsiveImage, SanityImage } from '@/lib/image'
import { Picture } from '@/lib/picture'
import type { FallbackAttributes, LocalizedText } from '@/lib/localized'
import { clean } from '@/lib/presentation'

interface ProductImageProps extends FallbackAttributes {
  image: SanityImage | null | undefined
  /** Staff's description of the image (English), or the product's name; `lang`/`dir` mark it when not in the page's language. */
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

/** A product image's alt text and its marks: staff's description, written in English, else the product's name as the page shows it. */
export function imageAlt(described: string | null | undefined, name: LocalizedText, mark: (text: LocalizedText) => FallbackAttributes) {
  const alt = described ? { text: described, lang: 'en' } : name
  return { alt: alt.text ?? '', ...mark(alt) }
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
  ...marks
}: Omit<ProductImageProps, 'image' | 'width'> & { img: ResponsiveImage | null }) {
  const classes = ['product-image', !img && 'product-image-missing', className].filter(Boolean).join(' ')
  if (!img) {
    // No image: a box of the same shape, named when there is a name.
    return <div className={classes} style={{ aspectRatio: aspect }} {...(alt ? { role: 'img', 'aria-label': alt, ...marks } : { 'aria-hidden': true })} />
  }
  return (
    <img
      className={classes}
      src={img.src}
      srcSet={img.srcSet}
      sizes={sizes}
      width={img.width}
      height={img.height}
      alt={clean(alt)}
      {...marks}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : lowPriority ? 'low' : 'auto'}
    />
  )
}
