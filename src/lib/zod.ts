/**
 * The site's zod: `zod/mini` (tree-shaken to a few KB, where classic zod adds ~25 KB gzip to every
 * page), configured jitless so it never probes `new Function`, which the CSP forbids.
 */
import * as z from 'zod/mini'

z.config({ jitless: true })

export { z }
