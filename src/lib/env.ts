import { ENV_DEFAULTS, type PublicEnvKey } from './env-defaults'

/**
 * Public configuration. Only `VITE_` values reach the browser, so nothing here may ever be a
 * secret (no tokens, no private keys). The values are checked when the site is built
 * (`src/lib/env-schema.ts`, run by vite.config.ts) and written into the bundle, so this module
 * only shapes them; the defaults apply where no build ran (unit tests).
 */
const EMBEDDED_PROJECT = 'embedded'

// Each key spelled out: Vite replaces `import.meta.env.VITE_…` only where it is written literally.
const given: Record<PublicEnvKey, string | undefined> = {
  VITE_SANITY_PROJECT_ID: import.meta.env.VITE_SANITY_PROJECT_ID,
  VITE_SANITY_DATASET: import.meta.env.VITE_SANITY_DATASET,
  VITE_SANITY_API_VERSION: import.meta.env.VITE_SANITY_API_VERSION,
  VITE_SANITY_API_HOST: import.meta.env.VITE_SANITY_API_HOST,
  VITE_LAKE_PORT: import.meta.env.VITE_LAKE_PORT,
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
  VITE_EMAILJS_BLOCK_HEADLESS: import.meta.env.VITE_EMAILJS_BLOCK_HEADLESS,
  VITE_MAIL_PORT: import.meta.env.VITE_MAIL_PORT,
  VITE_SITE_URL: import.meta.env.VITE_SITE_URL,
  VITE_COMMUNITY_BLOG_ORIGIN: import.meta.env.VITE_COMMUNITY_BLOG_ORIGIN,
}

const read = (key: PublicEnvKey): string => given[key] || ENV_DEFAULTS[key]

function readEnv() {
  const embedded = read('VITE_SANITY_PROJECT_ID') === EMBEDDED_PROJECT
  return {
    sanity: {
      projectId: read('VITE_SANITY_PROJECT_ID'),
      dataset: read('VITE_SANITY_DATASET'),
      apiVersion: read('VITE_SANITY_API_VERSION'),
      embedded,
      /** Where the embedded lake answers; undefined means Sanity's hosted API and CDN. */
      apiHost: read('VITE_SANITY_API_HOST') || (embedded ? `http://127.0.0.1:${read('VITE_LAKE_PORT')}` : undefined),
    },
    emailjs: {
      publicKey: read('VITE_EMAILJS_PUBLIC_KEY'),
      serviceId: read('VITE_EMAILJS_SERVICE_ID'),
      templateId: read('VITE_EMAILJS_TEMPLATE_ID'),
      origin: read('VITE_EMAILJS_ORIGIN') || `http://127.0.0.1:${read('VITE_MAIL_PORT')}`,
      blockHeadless: read('VITE_EMAILJS_BLOCK_HEADLESS') === 'true',
    },
    siteUrl: read('VITE_SITE_URL').replace(/\/+$/, ''),
    communityBlogOrigin: read('VITE_COMMUNITY_BLOG_ORIGIN') || null,
  }
}

export const env = readEnv()
export type Env = typeof env
