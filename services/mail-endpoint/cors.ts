import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ToolConfig } from '../shared/config.ts'

export type CorsOrigins = string[] | '*'

/** The origins the site is served from: its configured URL, `npm start`'s host names and Vite's dev server. */
export function siteOrigins(config: Pick<ToolConfig, 'siteUrl' | 'sitePort'>): string[] {
  return [
    ...new Set([
      new URL(config.siteUrl).origin,
      `http://localhost:${config.sitePort}`,
      `http://127.0.0.1:${config.sitePort}`,
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]),
  ]
}

/** Sets CORS headers; returns true when the request was a preflight and has been answered. */
export function applyCors(req: IncomingMessage, res: ServerResponse, origins: CorsOrigins): boolean {
  const origin = req.headers.origin
  if (origins === '*') res.setHeader('Access-Control-Allow-Origin', '*')
  else {
    if (origin && origins.includes(origin)) res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Vary', 'Origin')
  }
  if (req.method !== 'OPTIONS') return false
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    // The SDK's JSON `send` sets Content-Type, which makes the browser ask first.
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
  })
  res.end()
  return true
}
