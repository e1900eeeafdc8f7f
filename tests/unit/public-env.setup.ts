/**
 * The public configuration the site's modules read (src/lib/env.ts), as a build would write it: the
 * defaults, or what .env files set. A test that needs another value stubs the global and imports
 * the module afresh (src/lib/sanity-client.test.ts).
 */
import { loadEnv } from 'vite'
import { publicEnvDefines } from '../../src/lib/env-schema.ts'

Object.assign(globalThis, { __PUBLIC_ENV__: JSON.parse(publicEnvDefines(loadEnv('test', process.cwd(), 'VITE_')).__PUBLIC_ENV__ ?? 'null') })
