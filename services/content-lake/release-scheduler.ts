/**
 * Publishes scheduled releases at their time, each in one transaction, as Sanity's Content Lake
 * does. A release whose time passed while the lake was stopped is published when it starts again,
 * and the lake says so.
 */
import { publishRelease, RELEASE_PREFIX, RELEASE_TYPE } from './releases.ts'
import type { LakeDocument, Store } from './store.ts'

// setTimeout cannot wait longer than this; a later time is re-armed when it fires.
const MAX_DELAY_MS = 2 ** 31 - 1

export interface ReleaseScheduler {
  /** Resolves once no publication is under way. */
  idle(): Promise<void>
  stop(): void
}

function scheduled(store: Store): LakeDocument[] {
  return store
    .documents()
    .filter((doc) => doc._type === RELEASE_TYPE && doc._id.startsWith(RELEASE_PREFIX) && doc.state === 'scheduled' && typeof doc.publishAt === 'string')
}

const titleOf = (release: LakeDocument) => {
  const metadata = release.metadata as { title?: unknown } | undefined
  return typeof metadata?.title === 'string' && metadata.title ? `"${metadata.title}"` : String(release.name)
}

export function startReleaseScheduler(store: Store, log: (line: string) => void = console.log): ReleaseScheduler {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let work: Promise<void> = Promise.resolve()

  const publishDue = async (missed: boolean) => {
    const now = Date.now()
    for (const release of scheduled(store).filter((doc) => Date.parse(String(doc.publishAt)) <= now)) {
      try {
        const committed = await store.transact((set) => publishRelease(set, String(release.name), { now: new Date().toISOString(), userId: 'scheduler' }))
        const when = missed ? `; its time, ${String(release.publishAt)}, passed while the content lake was stopped` : ''
        log(`Published the release ${titleOf(release)} (${committed.value.length} documents)${when}.`)
      } catch (error) {
        log(`The release ${titleOf(release)} could not be published: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }

  const arm = () => {
    clearTimeout(timer)
    if (stopped) return
    const times = scheduled(store).map((release) => Date.parse(String(release.publishAt)))
    if (times.length === 0) return
    const delay = Math.max(0, Math.min(...times) - Date.now())
    timer = setTimeout(
      () => {
        work = work.then(() => publishDue(false)).then(arm)
      },
      Math.min(delay, MAX_DELAY_MS),
    )
    timer.unref()
  }

  const onTransaction = (event: { documentIds: string[] }) => {
    if (event.documentIds.some((id) => id.startsWith(RELEASE_PREFIX))) arm()
  }
  store.events.on('transaction', onTransaction)
  work = publishDue(true).then(arm)
  return {
    idle: async () => {
      await work
    },
    stop() {
      stopped = true
      clearTimeout(timer)
      store.events.off('transaction', onTransaction)
    },
  }
}
