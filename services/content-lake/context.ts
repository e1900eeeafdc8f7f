import type { TrustedOrigins } from '../shared/cors.ts'
import { LakeError } from './errors.ts'
import type { SessionStore } from './sessions.ts'
import type { Store } from './store.ts'

/** The lake's access model (see access.ts): its token, the Studio's sessions, the pages trusted to write. */
export interface LakeAuth {
  token: string
  sessions: SessionStore
  /** Origins allowed credentials and writes (and the Studio's sign-in). */
  allowedOrigins: TrustedOrigins
}

/** What every route handler gets: the one dataset this lake serves and where its files live. */
export interface LakeContext {
  store: Store
  dataDir: string
  projectId: string
  dataset: string
  /** Base of asset URLs (e.g. http://127.0.0.1:3990); known once the server listens. */
  publicUrl(): string
  /** Aborted when the lake closes: long-lived responses (listen streams) end on it. */
  shutdown: AbortSignal
  auth: LakeAuth
}

export function requireDataset(context: LakeContext, dataset: string): void {
  if (dataset !== context.dataset) {
    throw new LakeError(404, 'datasetNotFoundError', `Dataset "${dataset}" not found for project ID "${context.projectId}"`)
  }
}
