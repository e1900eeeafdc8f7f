// The site holds no token: drafts come only through Presentation's session (docs/decisions/012).
import { createClient, type QueryParams } from '@sanity/client'
import { stegaClean } from '@sanity/client/stega'
import { createQueryStore, type QueryStoreState } from '@sanity/core-loader'
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'
import { env } from '../env'
import { installPreviewHelpers, type EditSource, type PreviewHelpers } from '../presentation'

/** Framed by anything but the configured Studio, the page shows published content only. */
export function studioFrame(): string | null {
  const configured: unknown = import.meta.env.VITE_STUDIO_URL
  let studio: string
  try {
    studio = new URL(String(configured)).origin
  } catch {
    return null
  }
  const parent = window.location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : null)
  return window.parent !== window && parent === studio ? studio : null
}

/** Fields whose text the site shows as text: only these carry edit data (stega). */
const VISIBLE_TEXT_FIELDS = new Set(['name', 'title', 'description', 'badge', 'text', 'tagline', 'blurb', 'content', 'role', 'origin', 'packSize'])

/** How long a page waits for Presentation before it shows the published content instead. */
const CONNECT_TIMEOUT_MS = 10_000
/** Live queries kept after their page is left (the last few pages stay instant when revisited). */
const KEPT_QUERIES = 24

interface LiveConfig {
  projectId: string
  dataset: string
  apiVersion: string
  apiHost: string | undefined
  /** The Studio's origin: stega edit links and `data-sanity` attributes point there. */
  studioUrl: string
}

const changeListeners = new Set<() => void>()
let store: ReturnType<typeof createQueryStore> | null = null

/** Starts live mode once (the first query of the visit); the helpers for ../presentation.ts. */
function startLivePreview(config: LiveConfig): PreviewHelpers {
  if (!store) {
    store = createQueryStore({ client: false, ssr: true })
    store.enableLiveMode({ client: liveClient(config) })
  }
  return {
    clean: <T>(value: T): T => stegaClean(value) as T,
    editAttributes: (source: EditSource) => {
      const attribute = createDataAttribute({ baseUrl: config.studioUrl, id: source.id, type: source.type, path: source.path })
      return { 'data-sanity': attribute.toString() }
    },
  }
}

// No token, no perspective of its own: Presentation decides both, and runs the queries.
function liveClient(config: LiveConfig) {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: false,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    stega: {
      enabled: true,
      studioUrl: config.studioUrl,
      // Never slugs or categories (they make addresses and filters), alt texts, phones or e-mail addresses.
      filter: (props) => {
        const last = props.sourcePath.at(-1)
        return typeof last === 'string' && VISIBLE_TEXT_FIELDS.has(last) && props.filterDefault(props)
      },
    },
  })
}

interface LiveQuery {
  latest: { data: unknown } | null
  /** The page was given the published content while Presentation had not answered yet. */
  fellBack: boolean
  ready: Promise<unknown>
  stop: () => void
}

const queries = new Map<string, LiveQuery>()

function listen(key: string, query: string, params: QueryParams): LiveQuery {
  if (!store) throw new Error('startLivePreview() first')
  const $fetcher = store.createFetcherStore<unknown>(query, params)
  let resolveReady: (data: unknown) => void = () => {}
  const live: LiveQuery = { latest: null, fellBack: false, ready: new Promise((resolve) => (resolveReady = resolve)), stop: () => {} }
  live.stop = $fetcher.subscribe((state: QueryStoreState<unknown, unknown>) => {
    if (state.loading || state.data === undefined || state.error) return
    const first = live.latest === null
    if (!first && live.latest?.data === state.data) return
    live.latest = { data: state.data }
    if (first) resolveReady(state.data)
    if (!first || live.fellBack) for (const listener of changeListeners) listener()
  })
  queries.set(key, live)
  for (const [oldKey, old] of queries) {
    if (queries.size <= KEPT_QUERIES) break
    old.stop()
    queries.delete(oldKey)
  }
  return live
}

/** Published content when Presentation does not answer in time. */
export async function fetchLive<T>(query: string, params: QueryParams, fallback: () => Promise<T>): Promise<T> {
  const studioUrl = studioFrame()
  if (!studioUrl) return fallback()
  if (!store) installPreviewHelpers(startLivePreview({ ...env.sanity, studioUrl }))
  const key = JSON.stringify([query, params])
  const live = queries.get(key) ?? listen(key, query, params)
  if (live.latest) return live.latest.data as T
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), CONNECT_TIMEOUT_MS)))
  const first = await Promise.race([live.ready, timedOut])
  clearTimeout(timer)
  if (first !== 'timeout') return first as T
  live.fellBack = true
  return fallback()
}

/** Calls `listener` whenever a result already shown changes (an editor typed, published, discarded). */
export function onLiveChange(listener: () => void): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}
