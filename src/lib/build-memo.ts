/**
 * Build time: `load(key)` once per key for the whole pre-render, so thousands of pages share a few
 * queries. A failed load is not kept: the next page asks again. Only for `loader`s, which run at
 * build time alone (`ssr: false`); the dev server asks every time (`import.meta.env.PROD`).
 */
export function oncePerBuild<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const kept = new Map<K, Promise<V>>()
  return (key) => {
    const known = kept.get(key)
    if (known) return known
    const loading = load(key)
    kept.set(key, loading)
    loading.catch(() => {
      if (kept.get(key) === loading) kept.delete(key)
    })
    return loading
  }
}
