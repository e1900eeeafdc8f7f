// @vitest-environment jsdom
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCartSaveStatus } from './cart-storage'
import { expectValidCart } from './cart-test-helpers'
import { CART_STORAGE_KEY, CART_STORAGE_VERSION, useCart } from './store'

const cumin = { id: 1, name: 'Cumin Seeds', image: '/c.jpg', price: 60 }
const makhana = { id: 2, name: 'Classic Makhana', image: '', price: 120 }

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown
const lines = () => useCart.getState().lines

async function loadFrom(raw: string) {
  localStorage.setItem(CART_STORAGE_KEY, raw)
  await useCart.persist.rehydrate()
}

beforeEach(() => {
  localStorage.clear()
  useCart.setState({ lines: [] })
  useCartSaveStatus.setState({ status: 'unknown', writeFailed: false })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('cart store', () => {
  it('applies every rule and saves each change under "cart" with its version', () => {
    const cart = useCart.getState()
    cart.add(cumin)
    cart.add(makhana)
    cart.add({ ...cumin, name: 'ignored' })
    cart.increment(1)
    cart.increment(1)
    cart.decrement(2)
    expect(lines()).toEqual([
      { ...cumin, quantity: 3 },
      { ...makhana, quantity: 1 },
    ])
    expect(stored()).toEqual({ state: { lines: lines() }, version: CART_STORAGE_VERSION })
    cart.remove(1)
    expect(lines().map((l) => l.id)).toEqual([2])
    cart.clear()
    expect(lines()).toEqual([])
    expect(stored()).toEqual({ state: { lines: [] }, version: CART_STORAGE_VERSION })
    expect(useCartSaveStatus.getState().status).toBe('saved')
  })

  it('saves only the lines, not the actions', () => {
    useCart.getState().add(cumin)
    expect(Object.keys((stored() as { state: object }).state)).toEqual(['lines'])
  })

  it('restores a saved cart', async () => {
    await loadFrom(JSON.stringify({ state: { lines: [{ ...cumin, quantity: 4 }] }, version: 1 }))
    expect(lines()).toEqual([{ ...cumin, quantity: 4 }])
    expect(useCart.persist.hasHydrated()).toBe(true)
  })

  it('migrates the first version bare array and saves it in the current shape', async () => {
    await loadFrom(
      JSON.stringify([
        { ...cumin, quantity: 2, category: 'Whole Spices' },
        { ...cumin, quantity: 5 },
      ]),
    )
    expect(lines()).toEqual([{ ...cumin, quantity: 2 }])
    expect(stored()).toEqual({ state: { lines: [{ ...cumin, quantity: 2 }] }, version: CART_STORAGE_VERSION })
  })

  it('repairs a saved cart of the current version', async () => {
    await loadFrom(JSON.stringify({ state: { lines: [{ ...cumin, quantity: -2 }, { ...makhana, quantity: 3.7 }, 'junk'] }, version: 1 }))
    expect(lines()).toEqual([
      { ...cumin, quantity: 1 },
      { ...makhana, quantity: 4 },
    ])
  })

  it('drops invalid JSON and a 5 MB string (4.9 million UTF-16 units) without an error, freeing the space', async () => {
    const error = vi.spyOn(console, 'error')
    for (const raw of ['{"state":', 'x'.repeat(4_900_000)]) {
      useCart.setState({ lines: [{ ...cumin, quantity: 1 }] })
      await loadFrom(raw)
      expect(lines()).toEqual([])
      expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
    }
    expect(error).not.toHaveBeenCalled()
  })

  it('keeps working in memory when the storage is full, and reports it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    useCart.getState().add(cumin)
    useCart.getState().increment(1)
    expect(lines()).toEqual([{ ...cumin, quantity: 2 }])
    expect(useCartSaveStatus.getState()).toEqual({ status: 'unavailable', writeFailed: true })
  })

  it('keeps working in memory when storage is disabled (reading localStorage throws)', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    await useCart.persist.rehydrate()
    expect(useCartSaveStatus.getState().status).toBe('unavailable')
    useCart.getState().add(makhana)
    expect(lines()).toEqual([{ ...makhana, quantity: 1 }])
  })

  it('says "saved" again once the storage accepts writes', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    useCart.getState().add(cumin)
    expect(useCartSaveStatus.getState().status).toBe('unavailable')
    setItem.mockRestore()
    useCart.getState().add(makhana)
    expect(useCartSaveStatus.getState()).toEqual({ status: 'saved', writeFailed: false })
    expect((stored() as { state: { lines: unknown[] } }).state.lines).toHaveLength(2)
  })

  it("takes another tab's cart on rehydrate (what the storage event triggers)", async () => {
    useCart.getState().add(cumin)
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [{ ...makhana, quantity: 6 }] }, version: 1 }))
    await useCart.persist.rehydrate()
    expect(lines()).toEqual([{ ...makhana, quantity: 6 }])
  })

  it('reads the saved cart before a change made ahead of hydration, so the change cannot overwrite it', async () => {
    vi.resetModules()
    const fresh = await import('./store')
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [{ ...cumin, quantity: 2 }] }, version: 1 }))
    expect(fresh.useCart.persist.hasHydrated()).toBe(false)
    fresh.useCart.getState().add(makhana)
    expect(fresh.useCart.getState().lines).toEqual([
      { ...cumin, quantity: 2 },
      { ...makhana, quantity: 1 },
    ])
  })

  it('re-prices lines from the catalogue and saves the result', () => {
    useCart.getState().add(cumin)
    useCart.getState().reprice([{ id: 1, name: 'Cumin (Jeera)', price: 65 }])
    expect(lines()).toEqual([{ ...cumin, name: 'Cumin (Jeera)', price: 65, quantity: 1 }])
    expect(stored()).toEqual({ state: { lines: lines() }, version: CART_STORAGE_VERSION })
  })

  it('always hydrates to a valid cart, whatever is stored, without a console error', async () => {
    const error = vi.spyOn(console, 'error')
    const raw = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.anything().map((v) => JSON.stringify({ state: v, version: 1 }) ?? ''),
      fc.anything().map((v) => JSON.stringify({ state: { lines: [v] }, version: 0 }) ?? ''),
      fc.anything().map((v) => JSON.stringify([v]) ?? ''),
    )
    await fc.assert(
      fc.asyncProperty(raw, async (text) => {
        await loadFrom(text)
        expectValidCart(lines())
      }),
      { numRuns: 2000 },
    )
    expect(error).not.toHaveBeenCalled()
  })
})
