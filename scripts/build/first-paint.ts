/**
 * What a pre-rendered page loads before its first paint. React Router's `<Scripts>` renders a
 * `<link rel="modulepreload">` for the route manifest, the client entry and every module of the
 * matched routes, with no option to leave them out (Vite's `build.modulePreload` covers only its own
 * preloads of dynamic imports). A phone then fetches the JavaScript that only hydrates the page
 * before it paints content already in the HTML: the busy Lighthouse bench measured first paint and
 * LCP over its budget with them (docs/decisions/034). Without them, hydration starts after first
 * paint (inline-scripts.ts) and finds its modules through their imports.
 */
import { RouterOutputChanged } from './inline-scripts.ts'

const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi

/** The page without its module preloads; throws when it has none (React Router has changed how it loads a page). */
export function dropModulePreloads(html: string, file = 'page'): string {
  let dropped = 0
  const out = html.replace(MODULE_PRELOAD, () => {
    dropped++
    return ''
  })
  if (dropped === 0) throw new RouterOutputChanged(file, '`<link rel="modulepreload">` for the client entry and the route modules, and found none', 'first-paint.ts')
  if (/modulepreload/i.test(out)) throw new RouterOutputChanged(file, 'every module preload as `<link rel="modulepreload" …>`', 'first-paint.ts')
  return out
}
