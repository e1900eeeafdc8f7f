// Only `VITE_` values reach the browser, so nothing here may be a secret; checked once at build time.
// zod/mini directly, not lib/zod.ts: that one configures zod when imported, which would keep it in the bundle.
import * as z from 'zod/mini'

/** Every public key with its default: the embedded services on this machine. */
export const ENV_DEFAULTS = {
  VITE_SANITY_PROJECT_ID: 'embedded',
  VITE_SANITY_DATASET: 'production',
  VITE_SANITY_API_VERSION: '2025-02-19',
  VITE_SANITY_API_HOST: '',
  VITE_LAKE_PORT: '3990',
  VITE_EMAILJS_PUBLIC_KEY: 'embedded-public-key',
  VITE_EMAILJS_SERVICE_ID: 'embedded_service',
  VITE_EMAILJS_TEMPLATE_ID: 'inquiry_template',
  VITE_EMAILJS_ORIGIN: '',
  VITE_EMAILJS_BLOCK_HEADLESS: 'false',
  VITE_MAIL_PORT: '3991',
  VITE_SITE_URL: 'http://localhost:4173',
  VITE_COMMUNITY_BLOG_ORIGIN: '',
} as const

type PublicEnvKey = keyof typeof ENV_DEFAULTS
export type PublicEnv = Record<PublicEnvKey, string>

/** The rule of every key, with its default, each message naming the key (built when called: the browser never calls it). */
function schema() {
  const text = (key: PublicEnvKey, pattern: RegExp, message: string) => z._default(z.string().check(z.regex(pattern, `${key} ${message}`)), ENV_DEFAULTS[key])
  const port = (key: PublicEnvKey) => text(key, /^[1-9]\d{0,4}$/, 'must be a port number')
  const nonEmpty = (key: PublicEnvKey) => z._default(z.string().check(z.minLength(1, `${key} must not be empty`)), ENV_DEFAULTS[key])
  const optionalUrl = (key: PublicEnvKey) => z._default(z.union([z.url(`${key} must be a URL`), z.literal('')]), ENV_DEFAULTS[key])
  return z.object({
    VITE_SANITY_PROJECT_ID: text('VITE_SANITY_PROJECT_ID', /^[a-z0-9-]+$/, 'must be lowercase letters, digits or dashes'),
    VITE_SANITY_DATASET: text('VITE_SANITY_DATASET', /^[a-z0-9_-]+$/, 'is not a dataset name'),
    VITE_SANITY_API_VERSION: text('VITE_SANITY_API_VERSION', /^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-02-19'),
    VITE_SANITY_API_HOST: optionalUrl('VITE_SANITY_API_HOST'),
    VITE_LAKE_PORT: port('VITE_LAKE_PORT'),
    VITE_EMAILJS_PUBLIC_KEY: nonEmpty('VITE_EMAILJS_PUBLIC_KEY'),
    VITE_EMAILJS_SERVICE_ID: nonEmpty('VITE_EMAILJS_SERVICE_ID'),
    VITE_EMAILJS_TEMPLATE_ID: nonEmpty('VITE_EMAILJS_TEMPLATE_ID'),
    VITE_EMAILJS_ORIGIN: optionalUrl('VITE_EMAILJS_ORIGIN'),
    VITE_EMAILJS_BLOCK_HEADLESS: z._default(
      z.enum(['true', 'false'], 'VITE_EMAILJS_BLOCK_HEADLESS must be true or false'),
      ENV_DEFAULTS.VITE_EMAILJS_BLOCK_HEADLESS,
    ),
    VITE_MAIL_PORT: port('VITE_MAIL_PORT'),
    VITE_SITE_URL: z._default(z.url('VITE_SITE_URL must be a URL'), ENV_DEFAULTS.VITE_SITE_URL),
    VITE_COMMUNITY_BLOG_ORIGIN: optionalUrl('VITE_COMMUNITY_BLOG_ORIGIN'),
  } satisfies Record<PublicEnvKey, unknown>)
}

/** Every public key, checked and with its default; throws naming the first wrong key. */
export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  // An empty variable means "not set", as it does for a shell.
  const given = Object.fromEntries(Object.entries(source).filter(([key, value]) => key in ENV_DEFAULTS && value !== undefined && value !== ''))
  const parsed = schema().safeParse(given)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid configuration: ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid value'}`)
  }
  return parsed.data
}

export function shapeEnv(values: Readonly<PublicEnv>) {
  const embedded = values.VITE_SANITY_PROJECT_ID === ENV_DEFAULTS.VITE_SANITY_PROJECT_ID
  return {
    sanity: {
      projectId: values.VITE_SANITY_PROJECT_ID,
      dataset: values.VITE_SANITY_DATASET,
      apiVersion: values.VITE_SANITY_API_VERSION,
      embedded,
      /** Where the embedded lake answers; undefined means Sanity's hosted API and CDN. */
      apiHost: values.VITE_SANITY_API_HOST || (embedded ? `http://127.0.0.1:${values.VITE_LAKE_PORT}` : undefined),
    },
    emailjs: {
      publicKey: values.VITE_EMAILJS_PUBLIC_KEY,
      serviceId: values.VITE_EMAILJS_SERVICE_ID,
      templateId: values.VITE_EMAILJS_TEMPLATE_ID,
      origin: values.VITE_EMAILJS_ORIGIN || `http://127.0.0.1:${values.VITE_MAIL_PORT}`,
      blockHeadless: values.VITE_EMAILJS_BLOCK_HEADLESS === 'true',
    },
    siteUrl: values.VITE_SITE_URL.replace(/\/+$/, ''),
    communityBlogOrigin: values.VITE_COMMUNITY_BLOG_ORIGIN || null,
  }
}

export type Env = ReturnType<typeof shapeEnv>

/** The configuration, checked and shaped, written into the bundle as one literal. */
export function publicEnvDefines(source: Record<string, string | undefined>): Record<string, string> {
  return { 'globalThis.__PUBLIC_ENV__': JSON.stringify(shapeEnv(parsePublicEnv(source))) }
}

declare global {
  var __PUBLIC_ENV__: Env | undefined
}

/** What the site reads. Undefined only where nothing built it in (vite.config.ts, the local tooling). */
export const env = globalThis.__PUBLIC_ENV__ as Env
