// zod/mini keeps the first load small; jitless because the CSP forbids `new Function`.
import * as z from 'zod/mini'

z.config({ jitless: true })

export { z }
