// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SampleItem } from './sample-rules'
import { SAMPLES_STORAGE_KEY, SAMPLES_STORAGE_VERSION, useSamples } from './store'

const item = (id: number): SampleItem => ({ id, name: `Spice ${id}`, slug: `spice-${id}`, sampleSize: '50 g' })
const stored = () => JSON.parse(localStorage.getItem(SAMPLES_STORAGE_KEY) ?? 'null') as unknown

async function loadFrom(raw: string) {
  localStorage.setItem(SAMPLES_STORAGE_KEY, raw)
  await useSamples.persist.rehydrate()
}

beforeEach(() => {
  localStorage.clear()
  useSamples.setState({ items: [] })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('sample list store', () => {
  it('saves each change under "samples" with its version, data only', () => {
    expect(useSamples.getState().add(item(1))).toBe('added')
    expect(useSamples.getState().add(item(2))).toBe('added')
    expect(stored()).toEqual({ state: { items: [item(1), item(2)] }, version: SAMPLES_STORAGE_VERSION })
    useSamples.getState().remove(1)
    expect(stored()).toEqual({ state: { items: [item(2)] }, version: SAMPLES_STORAGE_VERSION })
    useSamples.getState().clear()
    expect(stored()).toEqual({ state: { items: [] }, version: SAMPLES_STORAGE_VERSION })
  })

  it('refuses the sixth product and leaves the saved five alone', () => {
    for (let id = 1; id <= 5; id++) useSamples.getState().add(item(id))
    expect(useSamples.getState().add(item(6))).toBe('full')
    expect(useSamples.getState().items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5])
    expect((stored() as { state: { items: unknown[] } }).state.items).toHaveLength(5)
  })

  it('repairs what comes back from storage', async () => {
    await loadFrom(JSON.stringify({ state: { items: [item(1), { id: -1 }, item(1), { ...item(2), name: 7 }, item(3)] }, version: 1 }))
    expect(useSamples.getState().items).toEqual([item(1), item(3)])
  })

  it('starts empty on junk, an older shape or an unknown version, without throwing', async () => {
    await loadFrom('{not json')
    expect(useSamples.getState().items).toEqual([])
    await loadFrom(JSON.stringify({ state: 'x', version: 99 }))
    expect(useSamples.getState().items).toEqual([])
    await loadFrom(JSON.stringify({ state: { items: [item(4)] }, version: 0 }))
    expect(useSamples.getState().items).toEqual([item(4)])
  })

  it('keeps the list in memory when the browser refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => useSamples.getState().add(item(1))).not.toThrow()
    expect(useSamples.getState().items).toEqual([item(1)])
  })
})
