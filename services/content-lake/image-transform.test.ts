import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { parseImageSpec } from './image-params.ts'
import { renderImage } from './image-transform.ts'

const source = sharp({ create: { width: 400, height: 200, channels: 3, background: '#2e86c1' } })
  .png()
  .toBuffer()

async function sizeOf(query: string, input?: Buffer): Promise<[number, number]> {
  const spec = parseImageSpec(new URLSearchParams(query))
  const output = await renderImage(input ?? (await source), false, spec, 'png')
  const { width, height } = await sharp(output).metadata()
  return [width, height]
}

describe('image rendering (Sanity fit modes on a 400x200 source)', () => {
  it.each([
    ['w=100', [100, 50]],
    ['h=50', [100, 50]],
    ['w=100&h=100', [100, 50]], // clip: fits inside
    ['w=800&h=800&fit=max', [400, 200]], // max: never enlarges
    ['w=100&h=100&fit=crop', [100, 100]],
    ['w=100&h=100&fit=crop&crop=entropy', [100, 100]],
    ['w=100&h=100&fit=fill', [100, 100]], // fill: pads
    ['w=800&h=800&fit=fillmax', [800, 800]], // fillmax: pads without enlarging the image
    ['w=800&h=800&fit=min', [200, 200]], // min: crops to the ratio, never beyond the source
    ['w=100&h=100&fit=scale', [100, 100]],
    ['w=100&dpr=2', [200, 100]],
    ['rect=0,0,100,100', [100, 100]],
    ['rect=350,150,100,100', [50, 50]], // clamped to the image
    ['max-w=120', [120, 60]],
    ['w=100&pad=10', [120, 70]],
    ['w=100&or=90', [50, 100]],
    ['w=99999&h=1&fit=scale', [8192, 1]], // sizes are capped at 8192
  ] as const)('%s renders %j', async (query, expected) => {
    expect(await sizeOf(query)).toEqual(expected)
  })

  it('respects EXIF orientation before cropping', async () => {
    const rotated = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect(await sizeOf('w=50', rotated)).toEqual([50, 100])
    expect(await sizeOf('rect=0,0,200,100', rotated)).toEqual([200, 100])
  })

  it('rejects malformed parameters', () => {
    for (const query of ['w=0', 'w=-1', 'h=abc', 'fit=stretch', 'fm=bmp', 'rect=1,2,3', 'q=101', 'crop=middle', 'bg=xyz', 'or=45', 'fm=toString']) {
      expect(() => parseImageSpec(new URLSearchParams(query)), query).toThrow()
    }
  })
})
