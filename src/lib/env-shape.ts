import type { PublicEnvKey } from './env-defaults.ts'

const EMBEDDED_PROJECT = 'embedded'

/**
 * The public configuration as the site's code reads it, from the checked values of every key
 * (env-schema.ts). Run when the site is built (the bundle receives the result as one literal,
 * src/lib/env.ts) and when the unit tests start (tests/unit/public-env.setup.ts).
 */
export function shapeEnv(values: Readonly<Record<PublicEnvKey, string>>) {
  const embedded = values.VITE_SANITY_PROJECT_ID === EMBEDDED_PROJECT
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
