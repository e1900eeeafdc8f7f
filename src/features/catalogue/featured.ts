/** How many products the home page features. */
export const FEATURED_COUNT = 8

/** A partial Fisher-Yates shuffle; tests pass a seeded `random`. */
export function pickFeatured<T extends { _id: string }>(products: readonly T[], count: number, random: () => number = Math.random): T[] {
  const seen = new Set<string>()
  const pool = products.filter((p) => (seen.has(p._id) ? false : (seen.add(p._id), true)))
  const n = Math.max(0, Math.min(count, pool.length))
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i))
    const picked = pool[j] as T
    pool[j] = pool[i] as T
    pool[i] = picked
  }
  return pool.slice(0, n)
}

/** Spread evenly, so the pre-rendered HTML and hydration agree yet the pick varies. */
export function spreadPick<T>(products: readonly T[], count: number): T[] {
  if (products.length <= count) return [...products]
  return Array.from({ length: count }, (_, i) => products[Math.floor((i * products.length) / count)] as T)
}

/** A repeatable random() for one seed (mulberry32): one visit, one order, however often it renders. */
export function seededRandom(seed: number): () => number {
  let a = seed | 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
