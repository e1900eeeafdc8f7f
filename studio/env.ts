// Read once for the Studio bundle and the CLI; sanity.cli.ts inlines the values so both sides agree.

export const EMBEDDED_PROJECT_ID = 'embedded'
export const DEFAULT_DATASET = 'production'
export const STUDIO_API_VERSION = '2025-02-19'
export const DEFAULT_LAKE_TLS_PORT = '3992'

export interface StudioApiConfig {
  projectId: string
  dataset: string
  /** Undefined means Sanity's own Content Lake; locally the embedded lake's TLS listener. */
  apiHost?: string
}

type Env = Record<string, string | undefined>

function readEnv(): Env {
  // `import.meta.env` is Vite's (the Studio bundle); `process.env` is Node's (CLI, tests).
  const viteEnv = (import.meta as { env?: Env }).env ?? {}
  const nodeEnv: Env = typeof process === 'undefined' ? {} : process.env
  return { ...nodeEnv, ...viteEnv }
}

const pick = (...values: (string | undefined)[]): string | undefined =>
  values.map((value) => value?.trim()).find((value) => value !== undefined && value !== '')

/** The single place that decides which project, dataset and API host the Studio talks to. */
export function studioApiConfig(env: Env = readEnv()): StudioApiConfig {
  const projectId = pick(env.SANITY_STUDIO_PROJECT_ID, env.SANITY_PROJECT_ID) ?? EMBEDDED_PROJECT_ID
  const dataset = pick(env.SANITY_STUDIO_DATASET, env.SANITY_DATASET) ?? DEFAULT_DATASET
  if (!/^[a-z0-9][-a-z0-9]*$/.test(projectId)) {
    throw new Error(`SANITY_STUDIO_PROJECT_ID "${projectId}" is not a valid Sanity project id (lower-case letters, digits and dashes).`)
  }
  if (!/^[a-z0-9][-\w]{0,63}$/.test(dataset)) {
    throw new Error(`SANITY_STUDIO_DATASET "${dataset}" is not a valid dataset name (lower-case letters, digits, - and _).`)
  }
  if (projectId !== EMBEDDED_PROJECT_ID) return { projectId, dataset, apiHost: undefined }
  // `npm run studio` sets SANITY_STUDIO_API_HOST (Vite inlines it); LAKE_TLS_PORT serves Node-side tools.
  const apiHost = pick(env.SANITY_STUDIO_API_HOST) ?? `https://localhost:${pick(env.LAKE_TLS_PORT) ?? DEFAULT_LAKE_TLS_PORT}`
  if (!/^https?:\/\/[^/]+$/.test(apiHost)) {
    throw new Error(`SANITY_STUDIO_API_HOST "${apiHost}" must be an origin such as https://localhost:3992 (no path).`)
  }
  return { projectId, dataset, apiHost }
}

/** The site that `npm start` serves on this machine: what Presentation previews unless told otherwise. */
export const DEFAULT_PREVIEW_ORIGIN = 'http://localhost:4173'

/** The site, in turn, lets only the Studio's origin frame it (CSP frame-ancestors). */
export function studioPreviewOrigin(env: Env = readEnv()): string {
  const value = pick(env.SANITY_STUDIO_PREVIEW_ORIGIN) ?? DEFAULT_PREVIEW_ORIGIN
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`SANITY_STUDIO_PREVIEW_ORIGIN "${value}" is not a URL; use an origin such as http://localhost:4173.`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/+$/, '')) {
    throw new Error(`SANITY_STUDIO_PREVIEW_ORIGIN "${value}" must be an origin such as http://localhost:4173 (no path).`)
  }
  return url.origin
}
