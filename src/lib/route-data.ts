/**
 * "Pre-rendered HTML first, fresh data after": a route's build-time loader fills the HTML,
 * and its clientLoader (which also runs on hydration) asks the content server again, so a
 * price published in the Studio shows on the next visit without a rebuild.
 * When the content server cannot be reached, the pre-rendered data is kept and marked stale.
 *
 * Routes import their query code (`src/features/<name>/api`, with the queries and the content client)
 * dynamically, inside the loaders: the page hydrates without it, and the browser fetches it with
 * the first refresh. A failed import (offline) counts as a failed refresh: the built data stays.
 */
export interface Freshness {
  /** True when the content server failed and the page shows the data it was built with. */
  stale: boolean
}

export async function freshOrBuilt<T extends object>(fetchFresh: () => Promise<T>, serverLoader: () => Promise<T>): Promise<T & Freshness> {
  try {
    return { ...(await fetchFresh()), stale: false }
  } catch (freshError) {
    try {
      return { ...(await serverLoader()), stale: true }
    } catch {
      throw freshError
    }
  }
}
