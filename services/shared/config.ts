/**
 * Configuration of the local tooling (embedded services, build, serve), read once from the
 * environment. The public values' defaults are the site's (src/lib/env.ts), so the two cannot disagree.
 */
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { ENV_DEFAULTS } from '../../src/lib/env.ts'

function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`)
  }
  return n
}

export const EMBEDDED_PROJECT_ID = ENV_DEFAULTS.VITE_SANITY_PROJECT_ID
export const API_VERSION = process.env.VITE_SANITY_API_VERSION || ENV_DEFAULTS.VITE_SANITY_API_VERSION

export function toolConfig() {
  const lakePort = port('LAKE_PORT', Number(ENV_DEFAULTS.VITE_LAKE_PORT))
  const mailPort = port('MAIL_PORT', Number(ENV_DEFAULTS.VITE_MAIL_PORT))
  const sitePort = port('PORT', Number(new URL(ENV_DEFAULTS.VITE_SITE_URL).port))
  const projectId = process.env.VITE_SANITY_PROJECT_ID || EMBEDDED_PROJECT_ID
  const embedded = projectId === EMBEDDED_PROJECT_ID
  return {
    root: path.resolve(import.meta.dirname, '..', '..'),
    dataDir: path.resolve(process.env.DATA_DIR || '.data'),
    buildDir: path.resolve(process.env.BUILD_DIR || 'build'),
    sitePort,
    lakePort,
    mailPort,
    projectId,
    dataset: process.env.VITE_SANITY_DATASET || ENV_DEFAULTS.VITE_SANITY_DATASET,
    embedded,
    lakeUrl: process.env.VITE_SANITY_API_HOST || `http://127.0.0.1:${lakePort}`,
    mailUrl: process.env.VITE_EMAILJS_ORIGIN || `http://127.0.0.1:${mailPort}`,
    siteUrl: (process.env.VITE_SITE_URL || `http://localhost:${sitePort}`).replace(/\/+$/, ''),
    /**
     * The Studio whose Presentation tool may show the site in a frame (CSP frame-ancestors, and
     * the site's check before it loads its preview code): the local Studio for the embedded
     * project; for a real project only when VITE_STUDIO_URL names it.
     */
    studioUrl: (process.env.VITE_STUDIO_URL || (embedded ? `http://localhost:${port('STUDIO_PORT', 3333)}` : '')).replace(/\/+$/, ''),
  }
}

export type ToolConfig = ReturnType<typeof toolConfig>

/** The Vite dev server's port (vite.config.ts), a page `npm run dev` serves. */
const DEV_SERVER_PORT = 5173

/**
 * The pages the embedded lake trusts with credentials, writes and the Studio's sign-in:
 * LAKE_ALLOWED_ORIGINS (comma-separated origins), or the launchers' own pages on this machine
 * (the site, the dev server, the Studio). Every other page can still read published content.
 */
export function lakeAllowedOrigins(config: ToolConfig, studioPort: number, env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = (env.LAKE_ALLOWED_ORIGINS ?? '').trim()
  if (raw !== '') {
    return raw.split(',').map((entry) => {
      const text = entry.trim()
      let url: URL | undefined
      try {
        url = new URL(text)
      } catch {
        // reported below
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text.replace(/\/+$/, '')) {
        throw new Error(`LAKE_ALLOWED_ORIGINS must list origins such as http://localhost:3333, separated by commas; "${text}" is not one`)
      }
      return url.origin
    })
  }
  const ports = [config.sitePort, DEV_SERVER_PORT, studioPort]
  return [...new Set(ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]))]
}

/**
 * The pages that may send inquiries to the embedded e-mail endpoint: the site's configured URL,
 * `npm start`'s host names and the Vite dev server.
 */
export function mailAllowedOrigins(config: Pick<ToolConfig, 'siteUrl' | 'sitePort'>): string[] {
  return [
    ...new Set([
      new URL(config.siteUrl).origin,
      `http://localhost:${config.sitePort}`,
      `http://127.0.0.1:${config.sitePort}`,
      `http://localhost:${DEV_SERVER_PORT}`,
      `http://127.0.0.1:${DEV_SERVER_PORT}`,
    ]),
  ]
}

/** A read client for build-time work (pre-render paths, sitemap), same settings as the site. */
export function buildReadClient(config: ToolConfig = toolConfig()): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: API_VERSION,
    perspective: 'published',
    useCdn: false,
    ...(config.embedded || process.env.VITE_SANITY_API_HOST ? { apiHost: config.lakeUrl, useProjectHostname: false } : {}),
  })
}
