/**
 * Where a content command reads or writes: the embedded lake by default (with its token), or a real
 * Sanity project when SANITY_PROJECT_ID, SANITY_DATASET and a token are set. `npm run seed` and
 * `content:import` write with SANITY_WRITE_TOKEN; `content:export` reads with SANITY_READ_TOKEN
 * (or the write token). SANITY_API_HOST names another API host for the project (the tests point it
 * at a second embedded lake).
 */
import type { ClientConfig } from '@sanity/client'
import { UserError } from '../../services/shared/cli.ts'
import { API_VERSION, EMBEDDED_PROJECT_ID } from '../../services/shared/config.ts'

export interface ContentTarget {
  kind: 'embedded' | 'project'
  /** For messages: the lake URL or 'project <id>, dataset <name>'. */
  label: string
  client: ClientConfig & { token: string; projectId: string; dataset: string }
}

/** What a command does with the content, and the token variables that allow it (the first named in messages). */
const USES = {
  seed: { verb: 'seed', tokens: ['SANITY_WRITE_TOKEN'] },
  import: { verb: 'import into', tokens: ['SANITY_WRITE_TOKEN'] },
  export: { verb: 'export from', tokens: ['SANITY_READ_TOKEN', 'SANITY_WRITE_TOKEN'] },
} as const

export type ContentUse = keyof typeof USES

const value = (env: Record<string, string | undefined>, name: string) => (env[name] ?? '').trim()

/**
 * `lakeToken` reads the embedded lake's token (`${DATA_DIR}/lake-token`); it is asked only when
 * the command goes to the embedded lake, and its error (no lake has run yet) reaches the user.
 */
export function resolveTarget(env: Record<string, string | undefined>, lakeUrl: string, lakeToken: () => string, use: ContentUse): ContentTarget {
  const { verb, tokens } = USES[use]
  const project = value(env, 'SANITY_PROJECT_ID')
  const dataset = value(env, 'SANITY_DATASET')
  const token = tokens.map((name) => value(env, name)).find((found) => found !== '') ?? ''
  if (!project && !dataset && !token) {
    let lake: string
    try {
      lake = lakeToken()
    } catch (error) {
      throw new UserError(error instanceof Error ? error.message : String(error))
    }
    const client = {
      token: lake,
      projectId: EMBEDDED_PROJECT_ID,
      dataset: 'production',
      apiVersion: API_VERSION,
      apiHost: lakeUrl,
      useProjectHostname: false,
      useCdn: false,
    }
    return { kind: 'embedded', label: lakeUrl, client }
  }
  const missing = [...(project ? [] : ['SANITY_PROJECT_ID']), ...(dataset ? [] : ['SANITY_DATASET']), ...(token ? [] : [tokens[0]])]
  if (missing.length > 0) {
    const tokenText = tokens.length > 1 ? `${tokens[0]} (or ${tokens.slice(1).join(', ')})` : tokens[0]
    throw new UserError(
      `To ${verb} a Sanity project set SANITY_PROJECT_ID, SANITY_DATASET, ${tokenText} together (missing: ${missing.join(', ')}); unset them all to ${verb} the embedded lake.`,
    )
  }
  const apiHost = value(env, 'SANITY_API_HOST')
  return {
    kind: 'project',
    label: `project ${project}, dataset ${dataset}`,
    client: { projectId: project, dataset, token, apiVersion: API_VERSION, useCdn: false, ...(apiHost ? { apiHost, useProjectHostname: false } : {}) },
  }
}

export const resolveSeedTarget = (env: Record<string, string | undefined>, lakeUrl: string, lakeToken: () => string) =>
  resolveTarget(env, lakeUrl, lakeToken, 'seed')
