import { UserError } from '../shared/cli.ts'

/** Ports of `npm run studio` (and the lake's TLS listener), read from the environment. */

export const DEFAULT_LAKE_TLS_PORT = 3992
export const DEFAULT_STUDIO_PORT = 3333

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new UserError(`${name} must be a port number (1-65535), got "${raw}"`)
  return value
}

export function lakeTlsPort(env: NodeJS.ProcessEnv = process.env): number {
  return port(env, 'LAKE_TLS_PORT', DEFAULT_LAKE_TLS_PORT)
}

export function studioPort(env: NodeJS.ProcessEnv = process.env): number {
  return port(env, 'STUDIO_PORT', DEFAULT_STUDIO_PORT)
}
