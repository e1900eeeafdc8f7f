/**
 * How long one write to the lake takes as the catalogue grows: the median (and range) of
 * sequential one-field patches, measured at each catalogue size after filling the lake to it.
 */
import { readFile } from 'node:fs/promises'
import { lakeWriteClient } from '../lib/services.ts'
import { fillCatalogue, type LakeTarget } from './fill-catalogue.ts'

export interface WriteLatency {
  products: number
  samples: number[]
  median: number
  min: number
  max: number
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** `writes` sequential patches of one product, each timed from request to acknowledgement. */
export async function measureWrites(target: LakeTarget, writes: number): Promise<number[]> {
  const client = lakeWriteClient(target.lakeUrl, target.token, target.dataset)
  const id = await client.fetch<string | null>('*[_type == "product"][0]._id')
  if (!id) throw new Error('The lake holds no product to write to: seed it first.')
  const samples: number[] = []
  for (let i = 0; i < writes; i++) {
    const started = performance.now()
    await client
      .patch(id)
      .set({ minOrderKg: 100 + (i % 2) })
      .commit({ visibility: 'sync' })
    samples.push(performance.now() - started)
  }
  return samples
}

/** Fills the lake to each size in turn (ascending) and measures the writes there. */
export async function writeLatencies(target: LakeTarget, sizes: readonly number[], writes: number): Promise<WriteLatency[]> {
  const rows: WriteLatency[] = []
  for (const products of [...sizes].sort((a, b) => a - b)) {
    await fillCatalogue(target, products)
    const samples = await measureWrites(target, writes)
    rows.push({ products, samples, median: median(samples), min: Math.min(...samples), max: Math.max(...samples) })
  }
  return rows
}

export function writeTable(rows: readonly WriteLatency[]): string {
  return [
    '| products | median ms | min ms | max ms | writes |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.products} | ${r.median.toFixed(1)} | ${r.min.toFixed(1)} | ${r.max.toFixed(1)} | ${r.samples.length} |`),
  ].join('\n')
}

export async function readToken(tokenFile: string): Promise<string> {
  return (await readFile(tokenFile, 'utf8')).trim()
}
