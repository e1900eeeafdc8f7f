/**
 * Hydration in small tasks. React Router's route bootstrap imports the route modules statically,
 * so the browser evaluates the whole module graph (React, React Router, the routes and what they
 * import) in one task: ~120 ms of a phone's main thread (4x CPU slowdown) in which a tap waits,
 * counted whole as Total Blocking Time. The staged bootstrap starts every fetch at once (module
 * preloads) and then evaluates the modules one by one, leaves first, in the order the static
 * imports would have, giving the main thread back between them; last it sets the route modules
 * and imports the client entry, exactly as the original does.
 *
 * Neither React Router (the bootstrap is a string its `<Scripts>` renders, with no option) nor
 * React (lazy and Suspense split what renders, not the evaluation of React DOM and the router
 * themselves) can do this. A bootstrap of another shape stops the build (router-output.ts).
 */
import { parseAst } from 'rolldown/parseAst'
import { RouterOutputChanged } from './router-output.ts'

export type ReadModule = (href: string) => Promise<string | null>

interface Bootstrap {
  /** Modules imported for their effect (the manifest). */
  sideEffects: string[]
  /** `import * as routeN from "…"`, in order. */
  routes: { binding: string; href: string }[]
  /** The `window.__reactRouterRouteModules = …;` statement, verbatim. */
  assignment: string
  /** The client entry, imported last. */
  entry: string
}

const SIDE_EFFECT = /^import\s*"([^"]+)";?$/
const ROUTE = /^import\s*\*\s*as\s+(route\d+)\s+from\s*"([^"]+)";?$/
const ASSIGNMENT = /^window\.__reactRouterRouteModules\s*=\s*\{[^;]*\};?$/
const ENTRY = /^import\("([^"]+)"\);?$/

/** The bootstrap's shape, as React Router 7 writes it (for error messages). */
const SHAPE =
  'a route bootstrap of `import "<manifest>";`, one `import * as routeN from "<module>";` per route, ' +
  '`window.__reactRouterRouteModules = {…};` and `import("<client entry>");`'

/** Reads React Router's bootstrap; throws, naming `file`, when its shape is not the one this file knows. */
export function parseBootstrap(body: string, file = 'bootstrap'): Bootstrap {
  const result: Bootstrap = { sideEffects: [], routes: [], assignment: '', entry: '' }
  for (const raw of body.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    let match: RegExpExecArray | null
    if ((match = SIDE_EFFECT.exec(line)) && match[1]) result.sideEffects.push(match[1])
    else if ((match = ROUTE.exec(line)) && match[1] && match[2]) result.routes.push({ binding: match[1], href: match[2] })
    else if (ASSIGNMENT.test(line) && !result.assignment) result.assignment = line.endsWith(';') ? line : `${line};`
    else if ((match = ENTRY.exec(line)) && match[1] && !result.entry) result.entry = match[1]
    else throw new RouterOutputChanged(file, 'staged-bootstrap.ts', `${SHAPE}, not the line \`${line.slice(0, 120)}\``)
  }
  if (!result.assignment || !result.entry || result.routes.length === 0) {
    throw new RouterOutputChanged(file, 'staged-bootstrap.ts', `${SHAPE}; it lacks ${!result.entry ? 'the client entry' : !result.assignment ? 'the route modules assignment' : 'route imports'}`)
  }
  return result
}

/**
 * The modules a built module imports statically (`import … from`, `import "…"`, `export … from`), in
 * order; not its dynamic imports. Read with Rolldown's parser, so a prelude before the imports (the
 * compile hint, Vite's `__vite__mapDeps`) or a re-export is not missed.
 */
export function staticImports(code: string): string[] {
  const found: string[] = []
  for (const node of parseAst(code).body) {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)) {
      if (node.source) found.push(node.source.value)
    }
  }
  return found
}

function resolve(from: string, specifier: string): string {
  return new URL(specifier, `http://site${from}`).pathname
}

/**
 * Every module reachable from `roots` by static imports, each after the modules it imports
 * (the order in which the browser evaluates a module graph).
 */
export async function evaluationOrder(roots: string[], read: ReadModule): Promise<string[]> {
  const order: string[] = []
  const seen = new Set<string>()
  async function visit(href: string): Promise<void> {
    if (seen.has(href)) return
    seen.add(href)
    const code = await read(href)
    if (code === null) throw new Error(`the route bootstrap imports ${href}, which the build did not write`)
    for (const specifier of staticImports(code)) await visit(resolve(href, specifier))
    order.push(href)
  }
  for (const root of roots) await visit(root)
  return order
}

/** Yields to the browser between steps: scheduler.yield where there is one, else a message. */
const NEXT_TASK =
  'const nextTask=()=>globalThis.scheduler?.yield?globalThis.scheduler.yield():new Promise((r)=>{const c=new MessageChannel();c.port1.onmessage=()=>r();c.port2.postMessage(0)});'

export interface StagedBootstrap {
  code: string
  /** Every module it loads, the client entry last: the page's first-load JavaScript. */
  modules: string[]
  /** The client entry. */
  entry: string
}

/** The staged bootstrap for React Router's `body`; throws, naming `file`, when its shape is unknown. */
export async function stageBootstrap(body: string, read: ReadModule, file = 'bootstrap'): Promise<StagedBootstrap> {
  const parsed = parseBootstrap(body, file)
  const routeHrefs = parsed.routes.map((r) => r.href)
  const first = await evaluationOrder([...parsed.sideEffects, ...routeHrefs], read)
  // The entry's own imports (react-dom …) come next; the entry itself runs hydrateRoot, so it goes last.
  const entryDeps = (await evaluationOrder([parsed.entry], read)).filter((href) => href !== parsed.entry && !first.includes(href))
  const steps = [...first, ...entryDeps]
  const code = [
    `const steps=${JSON.stringify(steps)};`,
    `const entry=${JSON.stringify(parsed.entry)};`,
    'for(const href of [...steps,entry]){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)}',
    NEXT_TASK,
    'for(const href of steps){await import(href);await nextTask()}',
    `const [${parsed.routes.map((r) => r.binding).join(',')}]=await Promise.all([${routeHrefs.map((h) => `import(${JSON.stringify(h)})`).join(',')}]);`,
    parsed.assignment,
    'import(entry);',
    '',
  ].join('\n')
  return { code, modules: [...steps, parsed.entry], entry: parsed.entry }
}

/**
 * The staged bootstrap must load what React Router would have preloaded for the page (the
 * modulepreload links first-paint.ts took out): no module more, none fewer. Throws, naming `file`, when not.
 */
export function checkFirstLoad(file: string, staged: string[], preloads: string[]): void {
  const missing = preloads.filter((href) => !staged.includes(href))
  const extra = staged.filter((href) => !preloads.includes(href))
  if (missing.length === 0 && extra.length === 0) return
  throw new RouterOutputChanged(
    file,
    'staged-bootstrap.ts',
    `its modulepreload links to list exactly the modules its route bootstrap loads` +
      `${missing.length > 0 ? `; preloaded but not staged: ${missing.join(', ')}` : ''}` +
      `${extra.length > 0 ? `; staged but not preloaded: ${extra.join(', ')}` : ''}`,
  )
}
