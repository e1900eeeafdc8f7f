import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ToolConfig } from '../shared/config.ts'
import { securityHeaders, type SecurityHeaderInput } from './headers.ts'

/**
 * Where the build leaves the hashes of its inline scripts: beside build/client, not in it, so
 * neither the local server nor the static host ever serves it.
 */
export function cspHashesFile(buildDir: string): string {
  return path.join(buildDir, 'csp-hashes.json')
}

export interface CspHashes {
  scriptHashes: string[]
}

/** The hashes the last build recorded; none when there is no build yet (nothing to allow). */
export async function readCspHashes(buildDir: string): Promise<string[]> {
  let raw: string
  try {
    raw = await readFile(cspHashesFile(buildDir), 'utf8')
  } catch {
    return []
  }
  const parsed = JSON.parse(raw) as Partial<CspHashes>
  const hashes = parsed.scriptHashes ?? []
  if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(h))) {
    throw new Error(`${cspHashesFile(buildDir)} is not a list of sha256 hashes: rebuild the site (npm run build).`)
  }
  return hashes
}

function originOf(url: string | undefined): string[] {
  if (!url) return []
  try {
    return [new URL(url).origin]
  } catch {
    throw new Error(`"${url}" is not a URL`)
  }
}

/** Origins the browser talks to, from the same configuration the bundle was built with. */
export function siteOrigins(config: ToolConfig, env: NodeJS.ProcessEnv = process.env): Omit<SecurityHeaderInput, 'scriptHashes'> {
  const customHost = env.VITE_SANITY_API_HOST
  const sanity =
    config.embedded || customHost ? originOf(config.lakeUrl) : [`https://${config.projectId}.api.sanity.io`, `https://${config.projectId}.apicdn.sanity.io`]
  const images = config.embedded || customHost ? originOf(config.lakeUrl) : ['https://cdn.sanity.io']
  const community = originOf(env.VITE_COMMUNITY_BLOG_ORIGIN || undefined)
  // Forum thumbnails live on the forum's own image hosts, which only the deployment knows.
  const extraImages = (env.CSP_IMAGE_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap(originOf)
  return {
    connectOrigins: [...sanity, ...originOf(config.mailUrl), ...community],
    imageOrigins: [...images, ...community, ...extraImages],
    frameAncestors: originOf(config.studioUrl || undefined),
  }
}

/** The security headers for this configuration and the build in config.buildDir. */
export async function siteHeaders(config: ToolConfig, env: NodeJS.ProcessEnv = process.env): Promise<Record<string, string>> {
  return securityHeaders({ ...siteOrigins(config, env), scriptHashes: await readCspHashes(config.buildDir) })
}
