import type { Env } from './env-shape'

/**
 * Public configuration. Only `VITE_` values reach the browser, so nothing here may ever be a
 * secret (no tokens, no private keys). The values are checked when the site is built
 * (`src/lib/env-schema.ts`, run by vite.config.ts), shaped (`env-shape.ts`) and written into the
 * bundle as one literal, so the browser runs no configuration code at all. The unit tests get the
 * same object as a global (tests/unit/public-env.setup.ts).
 */
declare const __PUBLIC_ENV__: Env

export const env: Env = __PUBLIC_ENV__
export type { Env }
