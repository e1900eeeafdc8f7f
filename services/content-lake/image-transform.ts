import sharp, { type Sharp } from 'sharp'
import { MAX_DIMENSION, type Background, type ImageSpec, type OutputFormat, type Rect } from './image-params.ts'

interface Size {
  width: number
  height: number
}
interface Target {
  width?: number
  height?: number
}

const TRANSPARENT: Background = { r: 255, g: 255, b: 255, alpha: 0 }
const DEFAULT_QUALITY = 75 // Sanity's default for lossy formats

function clampRect(rect: Rect, size: Size): Rect {
  const left = Math.min(rect.left, size.width - 1)
  const top = Math.min(rect.top, size.height - 1)
  return { left, top, width: Math.min(rect.width, size.width - left), height: Math.min(rect.height, size.height - top) }
}

function constrain(value: number | undefined, natural: number, min?: number, max?: number): number | undefined {
  let next = value ?? natural
  if (max !== undefined) next = Math.min(next, max)
  if (min !== undefined) next = Math.max(next, min)
  return next === (value ?? natural) ? value : next
}

/** The requested output size in pixels (dpr applied); an absent side follows the aspect ratio. */
function targetSize(spec: ImageSpec, region: Size): Target {
  const scale = (value: number | undefined) => (value === undefined ? undefined : Math.max(1, Math.min(MAX_DIMENSION, Math.round(value * spec.dpr))))
  return {
    width: scale(constrain(spec.width, region.width, spec.minWidth, spec.maxWidth)),
    height: scale(constrain(spec.height, region.height, spec.minHeight, spec.maxHeight)),
  }
}

/** SVGs are rendered at a higher density when the output is bigger than their intrinsic size. */
function svgScale(target: Target, region: Size): number {
  const factors = [target.width === undefined ? 1 : target.width / region.width, target.height === undefined ? 1 : target.height / region.height]
  return Math.min(32, Math.max(1, ...factors))
}

function cropPosition(crop: string[]): string | number {
  if (crop.includes('entropy')) return sharp.strategy.entropy
  const vertical = crop.includes('top') ? 'top' : crop.includes('bottom') ? 'bottom' : ''
  const horizontal = crop.includes('left') ? 'left' : crop.includes('right') ? 'right' : ''
  if (vertical && horizontal) return `${horizontal} ${vertical}`
  return vertical || horizontal || 'centre'
}

function cover(image: Sharp, spec: ImageSpec, size: Size, source: Size): void {
  const useFocalPoint = spec.crop.includes('focalpoint') || (spec.focalPoint !== undefined && spec.crop.length === 0)
  if (!useFocalPoint) {
    image.resize({ ...size, fit: 'cover', position: cropPosition(spec.crop) })
    return
  }
  const scale = Math.max(size.width / source.width, size.height / source.height)
  const scaled = {
    width: Math.max(size.width, Math.round(source.width * scale)),
    height: Math.max(size.height, Math.round(source.height * scale)),
  }
  const focus = spec.focalPoint ?? { x: 0.5, y: 0.5 }
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)))
  image.resize({ ...scaled, fit: 'fill' }).extract({
    left: clamp(focus.x * scaled.width - size.width / 2, scaled.width - size.width),
    top: clamp(focus.y * scaled.height - size.height / 2, scaled.height - size.height),
    ...size,
  })
}

function resize(image: Sharp, spec: ImageSpec, target: Target, source: Size): void {
  const { width, height } = target
  if (width === undefined && height === undefined) return
  const withoutEnlargement = spec.fit === 'max' || spec.fit === 'min' || spec.fit === 'fillmax'
  if (width === undefined || height === undefined) {
    image.resize({ width, height, withoutEnlargement })
    return
  }
  const background = spec.background ?? TRANSPARENT
  switch (spec.fit) {
    case 'clip':
    case 'max':
      image.resize({ width, height, fit: 'inside', withoutEnlargement })
      return
    case 'scale':
      image.resize({ width, height, fit: 'fill' })
      return
    case 'fill':
      image.resize({ width, height, fit: 'contain', background })
      return
    case 'fillmax': {
      const scale = Math.min(width / source.width, height / source.height, 1)
      const inner = { width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) }
      const padX = width - inner.width
      const padY = height - inner.height
      image.resize(inner).extend({
        left: Math.floor(padX / 2),
        right: Math.ceil(padX / 2),
        top: Math.floor(padY / 2),
        bottom: Math.ceil(padY / 2),
        background,
      })
      return
    }
    case 'crop':
      cover(image, spec, { width, height }, source)
      return
    case 'min': {
      const scale = Math.min(1, source.width / width, source.height / height)
      cover(image, spec, { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }, source)
      return
    }
  }
}

function effects(image: Sharp, spec: ImageSpec): void {
  if (spec.orientation !== undefined) image.rotate(spec.orientation)
  if (spec.flipVertical) image.flip()
  if (spec.flipHorizontal) image.flop()
  if (spec.blur) image.blur(Math.min(1000, Math.max(0.3, spec.blur / 4)))
  if (spec.sharpen) image.sharpen({ sigma: 0.5 + spec.sharpen / 20 })
  if (spec.saturation !== undefined) image.modulate({ saturation: 1 + spec.saturation / 100 })
  if (spec.invert) image.negate({ alpha: false })
  if (spec.pad) {
    const { pad } = spec
    image.extend({ top: pad, bottom: pad, left: pad, right: pad, background: spec.background ?? TRANSPARENT })
  }
}

function encode(image: Sharp, spec: ImageSpec, format: OutputFormat): void {
  const quality = Math.max(1, spec.quality ?? DEFAULT_QUALITY)
  switch (format) {
    case 'jpg':
    case 'pjpg': {
      const { r, g, b } = spec.background ?? { r: 255, g: 255, b: 255 }
      image.flatten({ background: { r, g, b } }).jpeg({ quality, progressive: format === 'pjpg' })
      return
    }
    case 'png':
      image.png()
      return
    case 'webp':
      image.webp({ quality })
      return
    case 'avif':
      // Effort 2 keeps first renders quick; results are cached on disk anyway.
      image.avif({ quality, effort: 2 })
      return
    case 'gif':
      image.gif()
      return
  }
}

/** Renders `source` as Sanity's image API would for `spec`, encoded as `format`. */
export async function renderImage(source: Buffer, isSvg: boolean, spec: ImageSpec, format: OutputFormat): Promise<Buffer> {
  const { autoOrient } = await sharp(source).metadata()
  const region = spec.rect ? clampRect(spec.rect, autoOrient) : { left: 0, top: 0, ...autoOrient }
  const target = targetSize(spec, region)
  const density = isSvg ? svgScale(target, region) : 1
  const image = sharp(source, density === 1 ? {} : { density: 72 * density }).autoOrient()
  const scaled = (n: number) => Math.round(n * density)
  const rendered = { width: scaled(autoOrient.width), height: scaled(autoOrient.height) }
  const extracted = spec.rect
    ? clampRect({ left: scaled(region.left), top: scaled(region.top), width: scaled(region.width), height: scaled(region.height) }, rendered)
    : undefined
  if (extracted) image.extract(extracted)
  resize(image, spec, target, extracted ?? rendered)
  effects(image, spec)
  encode(image, spec, format)
  return image.toBuffer()
}
