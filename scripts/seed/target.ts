/**
 * Where `npm run seed` writes: the embedded lake by default (with its token), or a real Sanity project when
 * SANITY_PROJECT_ID, SANITY_DATASET and SANITY_WRITE_TOKEN are all set.
 */
import type { ClientConfig } from '@sanity/client'
import { UserError } from '../../services/shared/cli.ts'
import { API_VERSION, EMBEDDED_PROJECT_ID } from '../../services/shared/config.ts'

export interface SeedTarget {
  kind: 'embedded' | 'project'
  /** For messages: the lake URL or 'project <id>, dataset <name>'. */
  label: string
  client: ClientConfig
}

const PROJECT_VARIABLES = ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_WRITE_TOKEN'] as const

/**
 * `lakeToken` reads the embedded lake's token (`${DATA_DIR}/lake-token`); it is asked only when
 * the seed goes to the embedded lake, and its error (no lake has run yet) reaches the user.
 */
export function resolveSeedTarget(env: Record<string, string | undefined>, lakeUrl: string, lakeToken: () => string): SeedTarget {
  const set = PROJECT_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '')
  if (set.length === 0) {
    let token: string
    try {
      token = lakeToken()
    } catch (error) {
      throw new UserError(error instanceof Error ? error.message : String(error))
    }
    return {
      kind: 'embedded',
      label: lakeUrl,
      client: {
        token,
        projectId: EMBEDDED_PROJECT_ID,
        dataset: 'production',
        apiVersion: API_VERSION,
        apiHost: lakeUrl,
        useProjectHostname: false,
        useCdn: false,
      },
    }
  }
  if (set.length < PROJECT_VARIABLES.length) {
    const missing = PROJECT_VARIABLES.filter((name) => !set.includes(name))
    throw new UserError(
      `To seed a Sanity project set ${PROJECT_VARIABLES.join(', ')} together (missing: ${missing.join(', ')}); unset them all to seed the embedded lake.`,
    )
  }
  const projectId = env.SANITY_PROJECT_ID!.trim()
  const dataset = env.SANITY_DATASET!.trim()
  return {
    kind: 'project',
    label: `project ${projectId}, dataset ${dataset}`,
    client: { projectId, dataset, token: env.SANITY_WRITE_TOKEN!.trim(), apiVersion: API_VERSION, useCdn: false },
  }
}
