/**
 * What a pre-rendered page loads before its first paint. Lighthouse's phone simulation (and a real
 * slow link) counts every request started before the page paints; the page's content is already in
 * the HTML, so the JavaScript that only hydrates it should not compete with it (docs/benchmarks.md).
 *
 * React Router's `<Scripts>` renders a `<link rel="modulepreload">` for the route manifest, the client
 * entry and every module of the matched routes, whatever Vite's `build.modulePreload` says (that option
 * covers only Vite's own preloads of dynamic imports); it has no option to leave them out.
 */
import { RouterOutputChanged } from './router-output.ts'

const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi
const ANY_MODULE_PRELOAD = /<link\b[^>]*modulepreload[^>]*>/i
const HREF = /\bhref=["']?([^"'\s>]+)/i

export interface WithoutPreloads {
  html: string
  /** The modules React Router preloaded, in its order: what the page's first load is. */
  preloads: string[]
}

/**
 * Drops `<link rel="modulepreload">`: hydration starts after first paint (HYDRATION_STARTER in
 * inline-scripts.ts), and the staged bootstrap preloads the same modules then (staged-bootstrap.ts).
 * React re-adds the links it rendered once it hydrates, when the modules are already loaded.
 * Throws when the page has none (React Router renders one for its client entry on every page), or
 * one in a form this does not recognise.
 */
export function dropModulePreloads(html: string, file = 'page'): WithoutPreloads {
  const preloads: string[] = []
  const out = html.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1]
    if (!href) throw new RouterOutputChanged(file, 'first-paint.ts', `an href on ${link}`)
    preloads.push(href)
    return ''
  })
  if (preloads.length === 0) {
    throw new RouterOutputChanged(file, 'first-paint.ts', '`<link rel="modulepreload" href="…">` for the client entry and the route modules, and found none')
  }
  const left = ANY_MODULE_PRELOAD.exec(out)
  if (left) throw new RouterOutputChanged(file, 'first-paint.ts', `every module preload as \`<link rel="modulepreload" …>\`, not ${left[0]}`)
  return { html: out, preloads }
}
