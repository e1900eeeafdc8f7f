/**
 * Renders the fallback social image (public/og-image.png, 1200×630, used by pages without an
 * image of their own) and the logo named in the JSON-LD (public/logo.png) from the SVGs in art/.
 * Run after changing an SVG: `node scripts/build/brand-images.ts`; the PNGs are committed.
 */
import path from 'node:path'
import sharp from 'sharp'

const art = path.join(import.meta.dirname, 'art')
const publicDir = path.join(import.meta.dirname, '..', '..', 'public')

await sharp(path.join(art, 'og-image.svg')).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(path.join(publicDir, 'og-image.png'))
await sharp(path.join(art, 'logo.svg')).resize(512, 512).png({ compressionLevel: 9, palette: true }).toFile(path.join(publicDir, 'logo.png'))
console.log('Wrote public/og-image.png and public/logo.png')
