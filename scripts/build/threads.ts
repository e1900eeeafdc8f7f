/**
 * How many threads a build step over many pages uses: the pre-rendering (React Router's, patched)
 * and the post-build's page rewrite (docs/decisions/046).
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
