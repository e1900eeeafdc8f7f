/**
 * How many threads the post-build's page rewrite uses (docs/decisions/046). The pre-rendering
 * follows the same rule in its own copy, `prerenderThreadCount` in the React Router patch
 * (patches/@react-router+dev+*.patch), which cannot import this module: change both together.
 */
import { availableParallelism } from 'node:os'
import { UserError } from '../../services/shared/cli.ts'

/** PRERENDER_THREADS if set, else one thread per 1,000 pages, up to the cores and at most four. */
export function pageThreads(pages: number, env: NodeJS.ProcessEnv = process.env): number {
  const set = env.PRERENDER_THREADS
  if (set && !/^[1-9][0-9]*$/.test(set)) throw new UserError(`PRERENDER_THREADS must be a whole number of threads, 1 or more (it is "${set}").`)
  const wanted = set ? Number(set) : Math.min(availableParallelism(), 4, Math.ceil(pages / 1000))
  return Math.max(1, Math.min(wanted, pages))
}

/** `items` cut into `count` consecutive shares, as even as can be. */
export function shares<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count)
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size)).filter((share) => share.length > 0)
}
