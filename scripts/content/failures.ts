/** Turns what the Sanity libraries throw into one line that says what to do. */
import { UserError } from '../../services/shared/cli.ts'
import type { ContentTarget } from '../lib/target.ts'

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EAI_AGAIN'])

function chain(error: unknown): unknown[] {
  const found: unknown[] = []
  for (let cause = error; cause && typeof cause === 'object' && found.length < 10; cause = (cause as { cause?: unknown }).cause) found.push(cause)
  return found
}

function statusOf(error: unknown): number | undefined {
  for (const item of chain(error)) {
    const record = item as { statusCode?: unknown; response?: { statusCode?: unknown } }
    const status = record.statusCode ?? record.response?.statusCode
    if (typeof status === 'number') return status
  }
  const message = error instanceof Error ? error.message : String(error)
  const match = /\bHTTP (\d{3})\b/.exec(message)
  if (match) return Number(match[1])
  // The export library passes an API error on as its description alone.
  if (/session not found|unauthori[sz]ed/i.test(message)) return 401
  if (/dataset .* not found/i.test(message)) return 404
  return undefined
}

export function explainFailure(error: unknown, target: ContentTarget, use: 'export' | 'import'): Error {
  if (error instanceof UserError) return error
  const message = error instanceof Error ? error.message : String(error)
  const tokenVariable = use === 'export' ? 'SANITY_READ_TOKEN' : 'SANITY_WRITE_TOKEN'
  const tokenName = target.kind === 'embedded' ? "the lake's token (lake-token in the data folder)" : tokenVariable
  if (chain(error).some((item) => CONNECTION_CODES.has(String((item as { code?: unknown }).code)))) {
    return new UserError(
      target.kind === 'embedded'
        ? `The content lake at ${target.label} stopped answering (${message}). Start it again (npm start or npm run lake) and run the command again.`
        : `Sanity's API for ${target.label} cannot be reached (${message}). Check the network and SANITY_PROJECT_ID, then run the command again.`,
    )
  }
  const status = statusOf(error)
  if (status === 401) return new UserError(`${target.label} refused the token (401): check ${tokenName}.`)
  if (status === 403)
    return new UserError(
      `${target.label} does not let this token ${use === 'export' ? 'read' : 'write'} (403): ${tokenName} needs ${use === 'export' ? 'read (Viewer)' : 'write (Editor)'} rights.`,
    )
  if (status === 404 && /dataset/i.test(message))
    return new UserError(`The dataset of ${target.label} does not exist: create it first (sanity dataset create), or check SANITY_DATASET.`)
  return error instanceof Error ? error : new Error(message)
}
