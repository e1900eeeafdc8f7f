/**
 * Makes the pre-rendered HTML work under a Content-Security-Policy without 'unsafe-inline': the one
 * rewrite of React Router's output the static host needs (docs/decisions/034).
 *
 * React Router's pre-render leaves inline scripts in every page (docs/decisions/003):
 * - the page's loader data, as `streamController.enqueue("<json>")` calls: different on every
 *   page, so hashing them would need one hash per page. They become inert JSON blocks, each
 *   followed by one constant runner script (one hash for the whole site);
 * - the route-modules bootstrap (`<script type="module">import …`), one per route: moved into a
 *   content-addressed file under /assets/, imported by one constant starter script (one hash) only
 *   once the pre-rendered page has painted (see HYDRATION_STARTER);
 * - a few constant scripts (the router context, scroll restoration, React's reveal runtime):
 *   kept inline and allowed by their sha256 hash.
 *
 * React Router has no option for this: its `nonce` props need a server that answers every request
 * with a new nonce, and a static host has none. A page without the two patterns React Router writes
 * (the loader data and the bootstrap) stops the build rather than publish a page the CSP breaks.
 */
import { createHash } from 'node:crypto'
import { UserError } from '../../services/shared/cli.ts'

/** React Router's output lacks a pattern this rewrite relies on: it has changed under it. */
export class RouterOutputChanged extends UserError {
  override name = 'RouterOutputChanged'

  constructor(file: string, expected: string, rewrite = 'inline-scripts.ts') {
    super(`${file}: scripts/build/${rewrite} expected ${expected}. React Router's output has changed: adapt the rewrite, or remove it if the framework now does the same.`)
  }
}

export const STREAM_CHUNK_RUNNER =
  'window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent));'

/**
 * Starts hydration after first paint. The page is fully pre-rendered, so it reads at once; loading
 * ~150 KB gzip of framework before painting is what made LCP wait on a phone (docs/benchmarks.md).
 * After `load`, a frame, then a task: the bootstrap's requests start once the first frame is painted.
 * The timeout covers a page opened in a background tab, where frames never come.
 * A classic script without `src` and `async`, so React hydrates it as the `<script>` it rendered.
 */
export const HYDRATION_STARTER =
  '(function(s){var d=0;function go(){if(!d){d=1;import(s)}}' +
  'function later(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}' +
  'if(document.readyState==="complete")later();else addEventListener("load",later)})(document.currentScript.dataset.rrRoutes);'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const ENQUEUE = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/

export function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|$)`, 'i').exec(attrs)
  if (!match) return null
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/** Inline scripts the browser runs, and so CSP governs (JSON and JSON-LD data blocks are inert). */
export function isExecutableInline(attrs: string, body: string): boolean {
  if (attribute(attrs, 'src') !== null || body.length === 0) return false
  const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase()
  return ['', 'module', 'importmap', 'speculationrules', 'text/javascript', 'application/javascript', 'text/ecmascript'].includes(type)
}

export function cspHash(body: string): string {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`
}

export interface RewriteResult {
  html: string
  /** Hashes of the inline scripts left in the page. */
  hashes: Set<string>
  /** React Router's route-modules bootstrap, to be written as assets/<name>. */
  bootstrap: { name: string; body: string }
}

function streamChunk(body: string): string | null {
  const match = ENQUEUE.exec(body)
  if (!match?.[1]) return null
  try {
    JSON.parse(match[1])
  } catch {
    return null
  }
  return match[1]
}

/** The route-modules bootstrap (the one inline module script React Router writes) sets these. */
const ROUTE_MODULES = 'window.__reactRouterRouteModules'
/** A script that hands the router loader data: React Router writes it as a single enqueue of a JSON string. */
const STREAM_ENQUEUE = 'streamController.enqueue('

/**
 * Rewrites one page, as React Router wrote it (`file` names it in errors); `extend` may add to the
 * route bootstrap before it is named. Throws when the page
 * lacks the route-modules bootstrap or the loader data, or hands over data in another form.
 */
export function rewriteInlineScripts(html: string, file = 'page', extend: (bootstrap: string) => string = (body) => body): RewriteResult {
  if (html.includes('<script data-rr-routes=')) {
    throw new UserError(`${file} has been rewritten already: the post-build runs once, on what \`react-router build\` wrote.`)
  }
  const hashes = new Set<string>()
  const bootstraps: RewriteResult['bootstrap'][] = []
  let chunks = 0
  const out = html.replace(SCRIPT, (whole, attrs: string, body: string) => {
    if (!isExecutableInline(attrs, body)) return whole
    const chunk = streamChunk(body)
    if (chunk !== null) {
      chunks++
      hashes.add(cspHash(STREAM_CHUNK_RUNNER))
      return `<script type="application/json" data-rr-stream="">${chunk}</script><script>${STREAM_CHUNK_RUNNER}</script>`
    }
    if (body.includes(STREAM_ENQUEUE)) {
      throw new RouterOutputChanged(file, `loader data as \`window.__reactRouterContext.streamController.enqueue("<JSON>");\`, not \`${body.slice(0, 120)}\``)
    }
    if ((attribute(attrs, 'type') ?? '').toLowerCase() === 'module') {
      if (!body.includes(ROUTE_MODULES)) {
        throw new RouterOutputChanged(file, `its only inline module script to be the route-modules bootstrap (setting ${ROUTE_MODULES}), not \`${body.slice(0, 120)}\``)
      }
      const module = extend(body)
      const name = `rr-routes-${createHash('sha256').update(module).digest('hex').slice(0, 16)}.js`
      bootstraps.push({ name, body: module })
      hashes.add(cspHash(HYDRATION_STARTER))
      return `<script data-rr-routes="/assets/${name}">${HYDRATION_STARTER}</script>`
    }
    hashes.add(cspHash(body))
    return whole
  })
  const [bootstrap] = bootstraps
  if (!bootstrap || bootstraps.length > 1) {
    throw new RouterOutputChanged(file, `one inline \`<script type="module">\` route-modules bootstrap setting ${ROUTE_MODULES} (found ${bootstraps.length})`)
  }
  if (chunks === 0) {
    throw new RouterOutputChanged(file, 'the loader data as `<script>window.__reactRouterContext.streamController.enqueue("<JSON>");</script>`, and found none')
  }
  return { html: out, hashes, bootstrap }
}

/** Every inline script a page still runs, with its hash (for checks and the secret scan). */
export function inlineScriptHashes(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(SCRIPT)) {
    const [, attrs = '', body = ''] = match
    if (isExecutableInline(attrs, body)) found.push(cspHash(body))
  }
  return found
}
