/**
 * A worker thread's share of the post-build's page rewrite (rewrite-pages.ts): posts the hashes of
 * the inline scripts left in its pages and what the secret scan found in them, or what stopped it.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { UserError } from '../../services/shared/cli.ts'
import { rewritePages, type ShareResult } from './rewrite-pages.ts'
import type { HeldSecret } from './secret-scan.ts'

const { client, files, secrets } = workerData as { client: string; files: string[]; secrets: HeldSecret[] }
let result: ShareResult
try {
  result = await rewritePages(client, files, secrets)
} catch (error) {
  result = { error: error instanceof Error ? (error instanceof UserError ? error.message : (error.stack ?? error.message)) : String(error), user: error instanceof UserError }
}
parentPort?.postMessage(result)
