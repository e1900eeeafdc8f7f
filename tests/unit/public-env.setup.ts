/**
 * The public configuration the site's modules read (src/lib/env.ts), as a build would write it: the
 * defaults, or what .env files set. A test that needs another value stubs the global and imports
 * the module afresh (src/lib/sanity-client.test.ts).
 */
import { loadEnv } from 'vite'
import { vi } from 'vitest'
import { parsePublicEnv, shapeEnv } from '../../src/lib/env.ts'

globalThis.__PUBLIC_ENV__ = shapeEnv(parsePublicEnv(loadEnv('test', process.cwd(), 'VITE_')))
// env.ts read the global when imported above, before it was set: the tests import it afresh.
vi.resetModules()
