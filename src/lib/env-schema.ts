import { z } from './zod.ts'
import { ENV_DEFAULTS, type PublicEnvKey } from './env-defaults.ts'
import { shapeEnv } from './env-shape.ts'

/**
 * The public configuration's rules, applied when the site is built (vite.config.ts): a wrong value
 * stops the build naming the key, and the bundle receives the checked values as literals, so zod
 * never has to run (or download) in a visitor's browser for this.
 */
const text = (pattern: RegExp, message: string, fallback: string) => z._default(z.string().check(z.regex(pattern, message)), fallback)
const port = (fallback: string) => z._default(z.string().check(z.regex(/^[1-9]\d{0,4}$/, 'must be a port number')), fallback)
const nonEmpty = (fallback: string) => z._default(z.string().check(z.minLength(1)), fallback)
const optionalUrl = (message: string) => z._default(z.union([z.url(message), z.literal('')]), '')

const schema = z.object({
  VITE_SANITY_PROJECT_ID: text(/^[a-z0-9-]+$/, 'VITE_SANITY_PROJECT_ID must be lowercase letters, digits or dashes', ENV_DEFAULTS.VITE_SANITY_PROJECT_ID),
  VITE_SANITY_DATASET: text(/^[a-z0-9_-]+$/, 'VITE_SANITY_DATASET is not a dataset name', ENV_DEFAULTS.VITE_SANITY_DATASET),
  VITE_SANITY_API_VERSION: text(/^\d{4}-\d{2}-\d{2}$/, 'VITE_SANITY_API_VERSION must be a date like 2025-02-19', ENV_DEFAULTS.VITE_SANITY_API_VERSION),
  VITE_SANITY_API_HOST: optionalUrl('VITE_SANITY_API_HOST must be a URL'),
  VITE_LAKE_PORT: port(ENV_DEFAULTS.VITE_LAKE_PORT),
  VITE_EMAILJS_PUBLIC_KEY: nonEmpty(ENV_DEFAULTS.VITE_EMAILJS_PUBLIC_KEY),
  VITE_EMAILJS_SERVICE_ID: nonEmpty(ENV_DEFAULTS.VITE_EMAILJS_SERVICE_ID),
  VITE_EMAILJS_TEMPLATE_ID: nonEmpty(ENV_DEFAULTS.VITE_EMAILJS_TEMPLATE_ID),
  VITE_EMAILJS_ORIGIN: optionalUrl('VITE_EMAILJS_ORIGIN must be a URL'),
  VITE_EMAILJS_BLOCK_HEADLESS: z._default(z.enum(['true', 'false']), ENV_DEFAULTS.VITE_EMAILJS_BLOCK_HEADLESS),
  VITE_MAIL_PORT: port(ENV_DEFAULTS.VITE_MAIL_PORT),
  VITE_SITE_URL: z._default(z.url('VITE_SITE_URL must be a URL'), ENV_DEFAULTS.VITE_SITE_URL),
  VITE_COMMUNITY_BLOG_ORIGIN: optionalUrl('VITE_COMMUNITY_BLOG_ORIGIN must be a URL'),
})

export type PublicEnv = Record<PublicEnvKey, string>

/** Every public key, checked and with its default; throws naming the first wrong key. */
export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  // An empty variable means "not set", as it does for a shell.
  const given = Object.fromEntries(Object.entries(source).filter(([key, value]) => key in ENV_DEFAULTS && value !== undefined && value !== ''))
  const parsed = schema.safeParse(given)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid configuration: ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid value'}`)
  }
  return parsed.data
}

/**
 * The Vite `define` entry: `__PUBLIC_ENV__` (src/lib/env.ts) replaced in the bundle by the checked
 * configuration, shaped as the site reads it, as one object literal.
 */
export function publicEnvDefines(source: Record<string, string | undefined>): Record<string, string> {
  return { __PUBLIC_ENV__: JSON.stringify(shapeEnv(parsePublicEnv(source))) }
}
