/**
 * The post-build rewrites on React Router's real output: a page and the heads of the modules its
 * bootstrap loads, as `react-router build` wrote them (tests/unit/fixtures/react-router, captured by
 * scripts/build/capture-router-output.ts), and the same output with each pattern a rewrite relies on
 * taken away or changed, as a React Router upgrade could.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { afterEach, describe, expect, it } from 'vitest'
import type { ModuleFixture } from '../../scripts/build/capture-router-output.ts'
import { COMPILE_HINT } from '../../scripts/build/compile-hint.ts'
import { dropModulePreloads } from '../../scripts/build/first-paint.ts'
import { cspHash, HYDRATION_STARTER, inlineScriptHashes, rewriteInlineScripts, STREAM_CHUNK_RUNNER } from '../../scripts/build/inline-scripts.ts'
import { makePagesCspSafe, MAX_INLINE_SCRIPT_HASHES } from '../../scripts/build/post-build.ts'
import { checkFirstLoad, stageBootstrap, staticImports, type ReadModule } from '../../scripts/build/staged-bootstrap.ts'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/react-router/${name}`, import.meta.url), 'utf8')
const PAGE = fixture('404.html')
const MODULES = (JSON.parse(fixture('404-modules.json')) as ModuleFixture).modules
const VERSIONS = (JSON.parse(fixture('404-modules.json')) as ModuleFixture).versions
const FILE = '404/index.html'
const read: ReadModule = async (href) => MODULES[href] ?? null

const installed = (pkg: string) =>
  (JSON.parse(readFileSync(new URL(`../../node_modules/${pkg}/package.json`, import.meta.url), 'utf8')) as { version: string }).version

/** React Router's inline scripts in the page, in order. */
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1] ?? '', body: m[2] ?? '' }))
const BOOTSTRAP = scripts(PAGE).find((s) => s.attrs.includes('type="module"'))?.body ?? ''
const ENQUEUES = scripts(PAGE).filter((s) => s.body.startsWith('window.__reactRouterContext.streamController.enqueue('))

describe('the fixtures', () => {
  it('come from the React Router and Vite installed (after an upgrade: node scripts/build/capture-router-output.ts)', () => {
    expect(VERSIONS).toEqual({ reactRouter: installed('react-router'), vite: installed('vite') })
  })

  it('hold the patterns the rewrites rely on', () => {
    expect(BOOTSTRAP).toContain('window.__reactRouterRouteModules = ')
    expect(ENQUEUES.length).toBeGreaterThan(0)
    expect(PAGE).toContain('<link rel="modulepreload" href="')
  })
})

describe('first-paint.ts on a page React Router wrote', () => {
  const { html, preloads } = dropModulePreloads(PAGE, FILE)

  it('drops every module preload and keeps the styles, returning the modules in React Router’s order', () => {
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-')
    expect(preloads).toEqual(Object.keys(MODULES))
    expect(preloads[0]).toMatch(/^\/assets\/manifest-[\w-]+\.js$/)
    expect(preloads[1]).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/)
  })

  it('refuses the page without its module preloads', () => {
    const without = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, '')
    expect(() => dropModulePreloads(without, FILE)).toThrow(
      /^404\/index\.html: scripts\/build\/first-paint\.ts expected `<link rel="modulepreload" href="…">`.*found none\. React Router's output has changed/,
    )
  })
})

describe('inline-scripts.ts on a page React Router wrote', () => {
  const result = rewriteInlineScripts(dropModulePreloads(PAGE, FILE).html, FILE)

  it('moves the route bootstrap to a file started after first paint, and the loader data out of scripts', () => {
    expect(result.bootstrap.body).toBe(BOOTSTRAP)
    expect(result.html).toContain(`<script data-rr-routes="/assets/${result.bootstrap.name}">${HYDRATION_STARTER}</script>`)
    expect(result.html).not.toContain('type="module"')
    expect(result.html).not.toContain('streamController.enqueue("')
    expect(result.html.split(`<script>${STREAM_CHUNK_RUNNER}</script>`).length - 1).toBe(ENQUEUES.length)
  })

  it('leaves inline only what is the same on every page, each allowed by its hash', () => {
    const constant = scripts(PAGE)
      .filter((s) => !s.attrs.includes('type=') && !s.body.includes('streamController.enqueue('))
      .map((s) => cspHash(s.body))
    expect([...result.hashes].sort()).toEqual([...new Set([...constant, cspHash(STREAM_CHUNK_RUNNER), cspHash(HYDRATION_STARTER)])].sort())
    expect(new Set(inlineScriptHashes(result.html))).toEqual(result.hashes)
  })

  it('feeds the router exactly the data React Router’s scripts did', () => {
    const received: unknown[] = []
    // Only the data and the runners: the page's other scripts would start the real router.
    const data = [...result.html.matchAll(/<script type="application\/json" data-rr-stream="">[^<]*<\/script><script>[^<]*<\/script>/g)].map((m) => m[0])
    const dom = new JSDOM(`<body>${data.join('')}</body>`, {
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.assign(window, { __reactRouterContext: { streamController: { enqueue: (chunk: string) => received.push(chunk) } } })
      },
    })
    dom.window.close()
    expect(received).toEqual(
      ENQUEUES.map((s) => JSON.parse(/^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/.exec(s.body)?.[1] ?? '')),
    )
  })

  it('refuses the page without its route bootstrap', () => {
    const without = PAGE.replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, '')
    expect(() => rewriteInlineScripts(without, FILE)).toThrow(
      /^404\/index\.html: scripts\/build\/inline-scripts\.ts expected one inline `<script type="module">` route-modules bootstrap .*\(found 0\)/,
    )
  })

  it('refuses the page without its loader data, or with the data handed over another way', () => {
    const without = PAGE.replace(/<script>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script>/g, '')
    expect(() => rewriteInlineScripts(without, FILE)).toThrow(/^404\/index\.html: .*expected the loader data as .*found none/)
    const other = PAGE.replace('streamController.enqueue("', 'streamController.enqueue(decode("').replace(/"\);<\/script>/, '"));</script>')
    expect(() => rewriteInlineScripts(other, FILE)).toThrow(
      /^404\/index\.html: .*expected loader data as .*, not `window\.__reactRouterContext\.streamController\.enqueue\(decode\(/,
    )
  })
})

describe('staged-bootstrap.ts on a bootstrap React Router wrote', () => {
  it('evaluates every module after the modules it imports, and loads exactly what React Router preloaded', async () => {
    const { code, modules, entry } = await stageBootstrap(BOOTSTRAP, read, FILE)
    expect(entry).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/)
    expect(modules.at(-1)).toBe(entry)
    expect(modules[0]).toMatch(/^\/assets\/manifest-/)
    for (const [index, href] of modules.entries()) {
      for (const specifier of staticImports(MODULES[href] ?? '')) {
        const dependency = new URL(specifier, `http://site${href}`).pathname
        expect(modules.indexOf(dependency), `${href} imports ${dependency}`).toBeLessThan(index)
      }
    }
    expect(() => checkFirstLoad(FILE, modules, dropModulePreloads(PAGE, FILE).preloads)).not.toThrow()
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"components/layout/site-layout":route1,"routes/not-found":route2};')
    expect(code.trimEnd().endsWith('import(entry);')).toBe(true)
  })

  it('follows the imports React Router’s route modules reach only through a re-export or after Vite’s dependency map', async () => {
    // Read here with a plain pattern, not with the parser under test.
    const specifiers = (href: string) => [...(MODULES[href] ?? '').matchAll(/\bfrom"([^"]+)"/g)].map((m) => new URL(m[1] ?? '', `http://site${href}`).pathname)
    const reexport = Object.keys(MODULES).find((href) => /^export\{[^}]*\}from"/.test(MODULES[href] ?? '')) ?? ''
    const mapped = Object.keys(MODULES).find((href) => MODULES[href]?.startsWith('const __vite__mapDeps=') && specifiers(href).length > 0) ?? ''
    expect(specifiers(reexport)).toHaveLength(1)
    expect(specifiers(mapped).length).toBeGreaterThan(0)
    const { modules } = await stageBootstrap(BOOTSTRAP, read, FILE)
    for (const dependency of [...specifiers(reexport), ...specifiers(mapped)]) expect(modules).toContain(dependency)
  })

  it('refuses the bootstrap React Router writes with split route modules', async () => {
    // React Router's shape for a route whose client loader is split off (future.v8_splitRouteModules).
    const split = BOOTSTRAP.replace(
      /import \* as route2 from "([^"]+)";/,
      'import * as route2_clientLoader from "$1?client-loader";\nimport * as route2_main from "$1";\nconst route2 = {...route2_clientLoader,...route2_main};',
    )
    await expect(stageBootstrap(split, read, FILE)).rejects.toThrow(
      /^404\/index\.html: scripts\/build\/staged-bootstrap\.ts expected a route bootstrap of .*, not the line `import \* as route2_clientLoader/,
    )
  })

  it('refuses the bootstrap with the manifest inline (lazy route discovery)', async () => {
    const inline = BOOTSTRAP.replace(/import "[^"]+";/, '').replace(
      'window.__reactRouterRouteModules',
      'window.__reactRouterManifest = {\n  "entry": {}\n};\n  window.__reactRouterRouteModules',
    )
    await expect(stageBootstrap(inline, read, FILE)).rejects.toThrow(/expected a route bootstrap of .*, not the line `window\.__reactRouterManifest = \{`/)
  })

  it('refuses a page whose preloads differ from what its bootstrap loads', async () => {
    const { modules } = await stageBootstrap(BOOTSTRAP, read, FILE)
    expect(() => checkFirstLoad(FILE, modules.slice(0, -1), dropModulePreloads(PAGE, FILE).preloads)).toThrow(
      /^404\/index\.html: .*preloaded but not staged: \/assets\/entry\.client-/,
    )
  })
})

describe('the post-build on a built site', () => {
  let dir = ''
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  /** A build/client with the fixture page at each of `pages`, and its modules. */
  async function site(pages: Record<string, string>, modules: Record<string, string> = MODULES): Promise<string> {
    dir = await mkdtemp(path.join(os.tmpdir(), 'post-build-'))
    const client = path.join(dir, 'client')
    for (const [page, html] of Object.entries(pages)) {
      await mkdir(path.dirname(path.join(client, page)), { recursive: true })
      await writeFile(path.join(client, page), html)
    }
    await mkdir(path.join(client, 'assets'), { recursive: true })
    for (const [href, code] of Object.entries(modules)) await writeFile(path.join(client, href), code)
    return client
  }

  it('rewrites every page and writes its staged bootstrap', async () => {
    const client = await site({ [FILE]: PAGE, 'about/index.html': PAGE })
    const hashes = await makePagesCspSafe(client)
    expect(hashes).toContain(cspHash(HYDRATION_STARTER))
    const html = await readFile(path.join(client, FILE), 'utf8')
    const bootstrap = /data-rr-routes="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(await readFile(path.join(client, bootstrap), 'utf8')).toMatch(/^const steps=\["\/assets\/manifest-/)
    expect(await readFile(path.join(client, 'about/index.html'), 'utf8')).toBe(html)
  })

  it('stops at the first page React Router wrote differently, naming it', async () => {
    const client = await site({ [FILE]: PAGE, 'about/index.html': PAGE.replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, '') })
    await expect(makePagesCspSafe(client)).rejects.toThrow(/^about\/index\.html: scripts\/build\/inline-scripts\.ts expected/)
  })

  it('stops when the client entry lacks the compile hint the bundler adds', async () => {
    const entry = Object.keys(MODULES).find((href) => href.includes('/entry.client-')) ?? ''
    expect(MODULES[entry]?.startsWith(COMPILE_HINT)).toBe(true)
    const client = await site({ [FILE]: PAGE }, { ...MODULES, [entry]: (MODULES[entry] ?? '').slice(COMPILE_HINT.length) })
    await expect(makePagesCspSafe(client)).rejects.toThrow(/the client entry lacks V8's compile hint/)
  })

  it('stops when the inline scripts left differ from page to page', async () => {
    const pages: Record<string, string> = {}
    for (let n = 0; n <= MAX_INLINE_SCRIPT_HASHES; n++) pages[`p${n}/index.html`] = PAGE.replace('</body>', `<script>window.page=${n}</script></body>`)
    const client = await site(pages)
    await expect(makePagesCspSafe(client)).rejects.toThrow(/The pages keep \d+ different inline scripts/)
  })
})
