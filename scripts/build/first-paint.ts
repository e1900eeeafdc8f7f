/**
 * What a pre-rendered page loads before its first paint. React Router's `<Scripts>` renders a
 * `<link rel="modulepreload">` for the route manifest, the client entry and every module of the
 * matched routes, with no option to leave them out (Vite's `build.modulePreload` covers only its own
 * preloads of dynamic imports). A phone then fetches the JavaScript that only hydrates the page
 * before it paints content already in the HTML: the busy Lighthouse bench measured first paint and
 * LCP over its budget with them (docs/decisions/034). Without them, hydration starts after first
 * paint (inline-scripts.ts), and the route bootstrap imports the same modules (post-build.ts), so
 * they are fetched at once rather than one level of imports after another.
 */
import { RouterOutputChanged } from './inline-scripts.ts'

const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi
const HREF = /\bhref=["']?([^"'\s>]+)/i

/**
 * The page without its module preloads, and the modules they named; throws when it has none (React
 * Router has changed how it loads a page).
 */
export function takeModulePreloads(html: string, file = 'page'): { html: string; modules: string[] } {
  const modules: string[] = []
  const out = html.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1]
    if (!href) throw new RouterOutputChanged(file, `a module preload with an href, not \`${link}\``, 'first-paint.ts')
    modules.push(href)
    return ''
  })
  if (modules.length === 0) throw new RouterOutputChanged(file, '`<link rel="modulepreload">` for the client entry and the route modules, and found none', 'first-paint.ts')
  if (/modulepreload/i.test(out)) throw new RouterOutputChanged(file, 'every module preload as `<link rel="modulepreload" …>`', 'first-paint.ts')
  return { html: out, modules }
}
