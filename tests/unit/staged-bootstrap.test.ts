import { describe, expect, it } from 'vitest'
import { checkFirstLoad, evaluationOrder, parseBootstrap, stageBootstrap, staticImports } from '../../scripts/build/staged-bootstrap.ts'

/** React Router's bootstrap as the pre-render writes it. */
const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/layout-1.js";
import * as route2 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"components/layout/site-layout":route1,"routes/home":route2};

import("/assets/entry.client-1.js");`

/**
 * A small built module graph: chunks import each other with relative specifiers, minified; some
 * start with the compile hint or Vite's dependency map, a route facade only re-exports its chunk.
 */
const FILES: Record<string, string> = {
  '/assets/manifest-1.js': 'window.__reactRouterManifest={};',
  '/assets/runtime-1.js': 'var e=1;export{e as n};',
  '/assets/react-1.js': '//# allFunctionsCalledOnLoad\nimport{n as e}from"./runtime-1.js";var t=2;export{t as R};',
  '/assets/root-1.js':
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/lazy-1.js"])))=>i.map(i=>d[i]);\nimport{R as e}from"./react-1.js";import"./styles-1.js";const x=import("./lazy-1.js");export default 1;',
  '/assets/styles-1.js': 'import{n}from"./runtime-1.js";',
  '/assets/layout-1.js': 'export{t as default}from"./layout-2.js";',
  '/assets/layout-2.js': 'import{R as e}from"./react-1.js";const t=2;export{t};',
  '/assets/home-1.js': 'import{R as e}from"./react-1.js";import{q}from"./queries-1.js";export default 3;',
  '/assets/queries-1.js': 'var a="import \\"./not-an-import.js\\"";export{a as q};',
  '/assets/react-dom-1.js': 'import{R}from"./react-1.js";export{};',
  '/assets/entry.client-1.js': 'import{R as e}from"./react-1.js";import{t}from"./react-dom-1.js";hydrate();',
}
const read = async (href: string) => FILES[href] ?? null

describe('the staged route bootstrap', () => {
  it('reads React Router’s bootstrap, and refuses a shape it does not know', () => {
    expect(parseBootstrap(BOOTSTRAP)).toEqual({
      sideEffects: ['/assets/manifest-1.js'],
      routes: [
        { binding: 'route0', href: '/assets/root-1.js' },
        { binding: 'route1', href: '/assets/layout-1.js' },
        { binding: 'route2', href: '/assets/home-1.js' },
      ],
      assignment: 'window.__reactRouterRouteModules = {"root":route0,"components/layout/site-layout":route1,"routes/home":route2};',
      entry: '/assets/entry.client-1.js',
    })
    expect(() => parseBootstrap(`${BOOTSTRAP}\nconsole.log("something new")`, 'about/index.html')).toThrow(
      /^about\/index\.html: scripts\/build\/staged-bootstrap\.ts expected a route bootstrap of .*, not the line `console\.log\("something new"\)`/,
    )
    expect(() => parseBootstrap('import("/assets/entry.client-1.js");', 'about/index.html')).toThrow(/it lacks the route modules assignment/)
    expect(() => parseBootstrap(BOOTSTRAP.replace(/import\("[^"]+"\);/, ''), 'about/index.html')).toThrow(/it lacks the client entry/)
  })

  it('finds the static imports and re-exports of a module, after any prelude, not dynamic imports or strings', () => {
    expect(staticImports(FILES['/assets/root-1.js'] ?? '')).toEqual(['./react-1.js', './styles-1.js'])
    expect(staticImports(FILES['/assets/react-1.js'] ?? '')).toEqual(['./runtime-1.js'])
    expect(staticImports(FILES['/assets/layout-1.js'] ?? '')).toEqual(['./layout-2.js'])
    expect(staticImports('export*from"./a.js";export{b}from"./b.js";export const c=1;')).toEqual(['./a.js', './b.js'])
    expect(staticImports(FILES['/assets/queries-1.js'] ?? '')).toEqual([])
  })

  it('orders modules as the browser evaluates them: every module after what it imports, each once', async () => {
    const order = await evaluationOrder(['/assets/manifest-1.js', '/assets/root-1.js', '/assets/layout-1.js', '/assets/home-1.js'], read)
    expect(order).toEqual([
      '/assets/manifest-1.js',
      '/assets/runtime-1.js',
      '/assets/react-1.js',
      '/assets/styles-1.js',
      '/assets/root-1.js',
      '/assets/layout-2.js',
      '/assets/layout-1.js',
      '/assets/queries-1.js',
      '/assets/home-1.js',
    ])
    await expect(evaluationOrder(['/assets/missing.js'], read)).rejects.toThrow(/did not write/)
  })

  it('preloads everything, evaluates step by step, then sets the route modules and imports the entry last', async () => {
    const { code, modules, entry } = await stageBootstrap(BOOTSTRAP, read)
    expect(entry).toBe('/assets/entry.client-1.js')
    expect(modules.at(-1)).toBe(entry)
    const steps = JSON.parse(/const steps=(\[[^\]]*\]);/.exec(code)?.[1] ?? 'null') as string[]
    expect(steps.at(-1)).toBe('/assets/react-dom-1.js')
    expect(steps).not.toContain('/assets/entry.client-1.js')
    expect(steps.indexOf('/assets/manifest-1.js')).toBe(0)
    const assignment = code.indexOf('window.__reactRouterRouteModules')
    expect(assignment).toBeGreaterThan(code.indexOf('await import(href)'))
    expect(code.indexOf('import(entry);')).toBeGreaterThan(assignment)
    expect(code).toContain(
      'const [route0,route1,route2]=await Promise.all([import("/assets/root-1.js"),import("/assets/layout-1.js"),import("/assets/home-1.js")]);',
    )
  })

  it('runs in a module context: the steps are imported in order, the routes handed over, the entry last', async () => {
    const { code } = await stageBootstrap(BOOTSTRAP, read)
    const imported: string[] = []
    const appended: string[] = []
    const fakeWindow: { __reactRouterRouteModules?: Record<string, unknown> } = {}
    const fakeDocument = { createElement: () => ({}), head: { appendChild: (l: { href: string }) => appended.push(l.href) } }
    const fakeImport = async (href: string) => {
      imported.push(href)
      return { href }
    }
    // The bootstrap as an async function body: `import(` calls go to the fake, `window` and `document` too.
    const body = code.replaceAll('await import(', 'await load(').replace('import(entry);', 'load(entry);').replaceAll('import("', 'load("')
    const run = new Function('load', 'window', 'document', 'globalThis', `return (async () => {${body}})()`) as (...args: unknown[]) => Promise<void>
    await run(fakeImport, fakeWindow, fakeDocument, { scheduler: { yield: async () => undefined } })
    expect(appended.at(-1)).toBe('/assets/entry.client-1.js')
    expect(imported.at(-1)).toBe('/assets/entry.client-1.js')
    expect(Object.keys(fakeWindow.__reactRouterRouteModules ?? {})).toEqual(['root', 'components/layout/site-layout', 'routes/home'])
    expect(fakeWindow.__reactRouterRouteModules?.root).toEqual({ href: '/assets/root-1.js' })
  })

  it('refuses a bootstrap it cannot read, naming the page', async () => {
    await expect(stageBootstrap('import("/assets/entry.client-1.js");', read, 'about/index.html')).rejects.toThrow(
      /^about\/index\.html: scripts\/build\/staged-bootstrap\.ts expected a route bootstrap/,
    )
  })

  it('must load exactly what React Router preloaded for the page', async () => {
    const { modules } = await stageBootstrap(BOOTSTRAP, read)
    expect(() => checkFirstLoad('about/index.html', modules, [...modules].reverse())).not.toThrow()
    expect(() => checkFirstLoad('about/index.html', modules, [...modules, '/assets/split-1.js'])).toThrow(
      /^about\/index\.html: .*; preloaded but not staged: \/assets\/split-1\.js\./,
    )
    expect(() => checkFirstLoad('about/index.html', modules, modules.slice(1))).toThrow(/; staged but not preloaded: \/assets\/manifest-1\.js/)
  })
})
