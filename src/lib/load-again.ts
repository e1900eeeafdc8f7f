/** The file named in `() => import('…')`, as the build writes it (Vite quotes it with backticks). */
const IMPORTED = /import\(\s*(['"`])([^'"`]+)\1\s*\)/

/**
 * `import()` for code a buyer's press loads (the PDFs, the search list, the inquiry's sending code) and
 * for the picture URL builder; `load` is the bare import, nothing chained to it. Browsers that follow
 * the older HTML rule keep a failed import failed for the page's whole life (Chromium 150 does; 156
 * fetches again), so after a dropped connection "try again" would fail until a reload. On a failure
 * the same file is imported once more at a new address (`?t=…`), which every browser fetches afresh.
 * A file that the chunk itself imports and that failed stays failed; the buyer's message still offers
 * another way (print, email).
 *
 * Not @fatso83/retry-dynamic-import: its way of finding the file misses Vite's backticks, and its
 * backoff and logging cost more bytes than `/` has to spare (decision 015).
 */
export async function loadAgain<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    const file = IMPORTED.exec(String(load))?.[2]
    if (!file) throw error
    return (await import(/* @vite-ignore */ `${new URL(file, import.meta.url).href}?t=${Date.now()}`)) as T
  }
}
