/**
 * The public configuration's defaults (the embedded services), one place for the build-time
 * check (env-schema.ts) and for code run without the build (unit tests).
 */
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

export type PublicEnvKey = keyof typeof ENV_DEFAULTS
