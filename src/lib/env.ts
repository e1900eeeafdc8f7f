import { z } from './zod'

/**
 * Public configuration, read once and validated. Only `VITE_` values reach the browser,
 * so nothing here may ever be a secret (no tokens, no private keys).
 */
const EMBEDDED_PROJECT = 'embedded'

const text = (pattern: RegExp, message: string, fallback: string) =>
  z._default(z.string().check(z.regex(pattern, message)), fallback)
const port = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.positive()), fallback)
const nonEmpty = (fallback: string) => z._default(z.string().check(z.minLength(1)), fallback)

const schema = z.object({
  VITE_SANITY_PROJECT_ID: text(/^[a-z0-9-]+$/, 'VITE_SANITY_PROJECT_ID must be lowercase letters, digits or dashes', EMBEDDED_PROJECT),
  VITE_SANITY_DATASET: text(/^[a-z0-9_-]+$/, 'VITE_SANITY_DATASET is not a dataset name', 'production'),
  VITE_SANITY_API_VERSION: text(/^\d{4}-\d{2}-\d{2}$/, 'VITE_SANITY_API_VERSION must be a date like 2025-02-19', '2025-02-19'),
  VITE_SANITY_API_HOST: z.optional(z.url('VITE_SANITY_API_HOST must be a URL')),
  VITE_LAKE_PORT: port(3990),
  VITE_EMAILJS_PUBLIC_KEY: nonEmpty('embedded-public-key'),
  VITE_EMAILJS_SERVICE_ID: nonEmpty('embedded_service'),
  VITE_EMAILJS_TEMPLATE_ID: nonEmpty('inquiry_template'),
  VITE_EMAILJS_ORIGIN: z.optional(z.url('VITE_EMAILJS_ORIGIN must be a URL')),
  VITE_EMAILJS_BLOCK_HEADLESS: z._default(z.enum(['true', 'false']), 'false'),
  VITE_MAIL_PORT: port(3991),
  VITE_SITE_URL: z._default(z.url('VITE_SITE_URL must be a URL'), 'http://localhost:4173'),
  VITE_COMMUNITY_BLOG_ORIGIN: z._default(z.union([z.url(), z.literal('')]), ''),
})

function readEnv() {
  const parsed = schema.safeParse(import.meta.env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid configuration: ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid value'}`)
  }
  const e = parsed.data
  const embedded = e.VITE_SANITY_PROJECT_ID === EMBEDDED_PROJECT
  return {
    sanity: {
      projectId: e.VITE_SANITY_PROJECT_ID,
      dataset: e.VITE_SANITY_DATASET,
      apiVersion: e.VITE_SANITY_API_VERSION,
      embedded,
      /** Where the embedded lake answers; undefined means Sanity's hosted API and CDN. */
      apiHost: e.VITE_SANITY_API_HOST ?? (embedded ? `http://127.0.0.1:${e.VITE_LAKE_PORT}` : undefined),
    },
    emailjs: {
      publicKey: e.VITE_EMAILJS_PUBLIC_KEY,
      serviceId: e.VITE_EMAILJS_SERVICE_ID,
      templateId: e.VITE_EMAILJS_TEMPLATE_ID,
      origin: e.VITE_EMAILJS_ORIGIN ?? `http://127.0.0.1:${e.VITE_MAIL_PORT}`,
      blockHeadless: e.VITE_EMAILJS_BLOCK_HEADLESS === 'true',
    },
    siteUrl: e.VITE_SITE_URL.replace(/\/+$/, ''),
    communityBlogOrigin: e.VITE_COMMUNITY_BLOG_ORIGIN || null,
  }
}

export const env = readEnv()
export type Env = typeof env
