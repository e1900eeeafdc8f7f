import { badRequest } from './errors.ts'

export type Fit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'min' | 'scale'
export type OutputFormat = 'jpg' | 'pjpg' | 'png' | 'webp' | 'avif' | 'gif'
export interface Rect {
  left: number
  top: number
  width: number
  height: number
}
export interface Background {
  r: number
  g: number
  b: number
  alpha: number
}

/** Sanity's image URL API (the subset the lake renders), validated. */
export interface ImageSpec {
  width?: number
  height?: number
  minWidth?: number
  maxWidth?: number
  minHeight?: number
  maxHeight?: number
  dpr: number
  fit: Fit
  crop: string[]
  focalPoint?: { x: number; y: number }
  rect?: Rect
  quality?: number
  format?: OutputFormat
  autoFormat: boolean
  blur?: number
  sharpen?: number
  saturation?: number
  invert: boolean
  flipHorizontal: boolean
  flipVertical: boolean
  orientation?: number
  background?: Background
  pad?: number
  download?: string
}

export const MAX_DIMENSION = 8192
const FITS = new Set<string>(['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale'])
const CROPS = new Set(['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'])
const FORMATS: Record<string, OutputFormat> = { jpg: 'jpg', jpeg: 'jpg', pjpg: 'pjpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' }

function numberParam(search: URLSearchParams, name: string, min: number, max: number, integer = false): number | undefined {
  const raw = search.get(name)
  if (raw === null || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max) throw badRequest(`Invalid value for parameter "${name}": ${raw}`)
  return integer ? Math.round(value) : value
}

function sizeParam(search: URLSearchParams, name: string): number | undefined {
  const value = numberParam(search, name, 1, Number.MAX_SAFE_INTEGER, true)
  return value === undefined ? undefined : Math.min(value, MAX_DIMENSION)
}

function parseRect(raw: string | null): Rect | undefined {
  if (raw === null) return undefined
  const parts = raw.split(',').map(Number)
  const [left, top, width, height] = parts
  if (
    parts.length !== 4 ||
    left === undefined ||
    top === undefined ||
    width === undefined ||
    height === undefined ||
    !parts.every(Number.isInteger) ||
    left < 0 ||
    top < 0 ||
    width < 1 ||
    height < 1
  ) {
    throw badRequest(`Invalid value for parameter "rect": ${raw}`)
  }
  return { left, top, width, height }
}

/** `bg` is RGB, RRGGBB or AARRGGBB hex. */
function parseBackground(raw: string | null): Background | undefined {
  if (raw === null) return undefined
  const hex = raw.replace(/^#/, '')
  if (!/^([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) throw badRequest(`Invalid value for parameter "bg": ${raw}`)
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const argb = full.length === 8 ? full : `ff${full}`
  const byte = (i: number) => parseInt(argb.slice(i, i + 2), 16)
  return { alpha: byte(0) / 255, r: byte(2), g: byte(4), b: byte(6) }
}

function parseList(raw: string | null, allowed: Set<string>, name: string): string[] {
  if (raw === null || raw === '') return []
  const values = raw.split(',').map((value) => value.trim().toLowerCase())
  for (const value of values) if (!allowed.has(value)) throw badRequest(`Invalid value for parameter "${name}": ${raw}`)
  return values
}

export function parseImageSpec(search: URLSearchParams): ImageSpec {
  const fit = search.get('fit') ?? 'clip'
  if (!FITS.has(fit)) throw badRequest(`Invalid value for parameter "fit": ${fit}`)
  const fm = search.get('fm')
  const format = fm !== null && Object.hasOwn(FORMATS, fm) ? FORMATS[fm] : undefined
  if (fm !== null && !format) throw badRequest(`Invalid value for parameter "fm": ${fm}`)
  const fpX = numberParam(search, 'fp-x', 0, 1)
  const fpY = numberParam(search, 'fp-y', 0, 1)
  const orientation = numberParam(search, 'or', 0, 270, true)
  if (orientation !== undefined && orientation % 90 !== 0) throw badRequest(`Invalid value for parameter "or": ${orientation}`)
  const flip = search.get('flip') ?? ''
  if (!/^(h|v|hv|vh)?$/.test(flip)) throw badRequest(`Invalid value for parameter "flip": ${flip}`)
  const download = search.get('dl')
  return {
    width: sizeParam(search, 'w'),
    height: sizeParam(search, 'h'),
    minWidth: sizeParam(search, 'min-w'),
    maxWidth: sizeParam(search, 'max-w'),
    minHeight: sizeParam(search, 'min-h'),
    maxHeight: sizeParam(search, 'max-h'),
    dpr: numberParam(search, 'dpr', 0.1, 5) ?? 1,
    fit: fit as Fit,
    crop: parseList(search.get('crop'), CROPS, 'crop'),
    focalPoint: fpX !== undefined || fpY !== undefined ? { x: fpX ?? 0.5, y: fpY ?? 0.5 } : undefined,
    rect: parseRect(search.get('rect')),
    quality: numberParam(search, 'q', 0, 100, true),
    format,
    autoFormat: (search.get('auto') ?? '').split(',').includes('format'),
    blur: numberParam(search, 'blur', 0, 2000),
    sharpen: numberParam(search, 'sharp', 0, 100),
    saturation: numberParam(search, 'sat', -100, 100),
    invert: search.get('invert') === 'true',
    flipHorizontal: flip.includes('h'),
    flipVertical: flip.includes('v'),
    orientation: orientation === 0 ? undefined : orientation,
    background: parseBackground(search.get('bg')),
    pad: numberParam(search, 'pad', 0, 2000, true),
    download: download === null ? undefined : download,
  }
}

/** True when the pixels or the encoding change (a format change is decided separately). */
export function changesPixels(spec: ImageSpec): boolean {
  return (
    spec.width !== undefined ||
    spec.height !== undefined ||
    spec.minWidth !== undefined ||
    spec.maxWidth !== undefined ||
    spec.minHeight !== undefined ||
    spec.maxHeight !== undefined ||
    spec.rect !== undefined ||
    spec.quality !== undefined ||
    spec.blur !== undefined ||
    spec.sharpen !== undefined ||
    spec.saturation !== undefined ||
    spec.invert ||
    spec.flipHorizontal ||
    spec.flipVertical ||
    spec.orientation !== undefined ||
    spec.pad !== undefined ||
    (spec.dpr !== 1 && (spec.width !== undefined || spec.height !== undefined))
  )
}
