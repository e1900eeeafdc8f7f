// Pre-rendered HTML first, fresh data after, so a published price shows without a rebuild (docs/decisions/022).
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
