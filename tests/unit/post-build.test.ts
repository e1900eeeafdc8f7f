import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cspHash, HYDRATION_STARTER } from '../../scripts/build/inline-scripts.ts'
import { makePagesCspSafe, MAX_INLINE_SCRIPT_HASHES } from '../../scripts/build/post-build.ts'
import { DEFERRED_SECTIONS_FILE, prelude } from '../../scripts/build/chunk-messages.ts'
import { pageThreads, shares } from '../../scripts/build/threads.ts'
import { scanDirectory } from '../../scripts/build/secret-scan.ts'

// A page as React Router 7 pre-renders it, abridged to its scripts.
const BOOTSTRAP =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");'
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><title>About</title><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head><body><main>About us</main>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  `<script type="module" async="">${BOOTSTRAP}</script>`,
  '<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]");</script>',
  '</body></html>',
].join('')

describe('the post-build on a built site', () => {
  let dir = ''
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  async function site(pages: Record<string, string>): Promise<string> {
    dir = await mkdtemp(path.join(os.tmpdir(), 'post-build-'))
    const client = path.join(dir, 'client')
    await mkdir(path.join(client, 'assets'), { recursive: true })
    for (const [page, html] of Object.entries(pages)) {
      await mkdir(path.dirname(path.join(client, page)), { recursive: true })
      await writeFile(path.join(client, page), html)
    }
    return client
  }

  it("rewrites every page and writes React Router's route bootstrap, unchanged, as the module the page starts", async () => {
    const client = await site({ 'about/index.html': PAGE, 'contact/index.html': PAGE.replace('About us', 'Contact') })
    const { hashes } = await makePagesCspSafe(client)
    expect(hashes).toContain(cspHash(HYDRATION_STARTER))
    const html = await readFile(path.join(client, 'about/index.html'), 'utf8')
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>')
    const bootstrap = /data-rr-routes="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(await readFile(path.join(client, bootstrap), 'utf8')).toBe(BOOTSTRAP)
    expect(await readFile(path.join(client, 'contact/index.html'), 'utf8')).toContain(`data-rr-routes="${bootstrap}"`)
  })

  it("imports what React Router preloaded, and the page's messages first, in the page's language", async () => {
    const preloads = ['entry.client-1', 'root-1', 'grid-1', 'plain-1'].map((name) => `<link rel="modulepreload" href="/assets/${name}.js"/>`).join('')
    const page = PAGE.replace('<link rel="modulepreload" href="/assets/entry.client-1.js"/>', preloads)
    const client = await site({ 'about/index.html': page, 'ar/about/index.html': page.replace('lang="en"', 'lang="ar"') })
    const assets = path.join(client, 'assets')
    await writeFile(path.join(assets, 'grid-1.js'), `export const grid = 1;\n${prelude('gridKey-10')}`)
    await writeFile(path.join(assets, 'entry.client-1.js'), `import "./grid-1.js";\n${prelude('entryKey10')}`)
    await writeFile(path.join(assets, 'plain-1.js'), 'export const plain = 1;\n')
    const messages = { en: { a: ['Next'], b: ['Cart'] }, ar: { a: ['التالي'], b: ['السلة'] } }
    for (const [language, { a, b }] of Object.entries(messages)) {
      await writeFile(path.join(assets, `msg-${language}-gridKey-10.js`), `export default JSON.parse(${JSON.stringify(JSON.stringify({ a }))})\n`)
      await writeFile(path.join(assets, `msg-${language}-entryKey10.js`), `export default JSON.parse(${JSON.stringify(JSON.stringify({ b }))})\n`)
    }
    await makePagesCspSafe(client)
    const bootstrap = async (page: string) => {
      const html = await readFile(path.join(client, page), 'utf8')
      return readFile(path.join(client, /data-rr-routes="([^"]+)"/.exec(html)?.[1] ?? 'none'), 'utf8')
    }
    const arabic = await bootstrap('ar/about/index.html')
    const lines = arabic.split('\n')
    expect(lines[0]).toMatch(/^import "\/assets\/msg-ar-page-[\w-]{10}\.js";$/)
    expect(lines).toContain('import "/assets/grid-1.js";')
    expect(lines).toContain('import "/assets/plain-1.js";')
    // root-1 is imported by React Router's own lines already; the client entry hydrates as it runs, so it stays a dynamic import.
    expect(arabic.match(/root-1\.js/g)).toHaveLength(1)
    expect(arabic).not.toContain('import "/assets/entry.client-1.js"')
    expect(arabic).toContain(BOOTSTRAP)
    const pageMessages = await readFile(path.join(client, lines[0]!.slice(8, -2)), 'utf8')
    const scope: { __chunkMessages?: object; __chunkKeys?: object } = {}
    new Function('globalThis', pageMessages)(scope)
    expect(scope.__chunkMessages).toEqual({ a: ['التالي'], b: ['السلة'] })
    expect(scope.__chunkKeys).toEqual({ 'gridKey-10': 1, entryKey10: 1 })
    expect((await bootstrap('about/index.html')).split('\n')[0]).toMatch(/^import "\/assets\/msg-en-page-/)
  })

  it("fetches the messages of the page's deferred sections after the client entry, in one file, and removes the build's note of them", async () => {
    const page = PAGE.replace('<link rel="modulepreload" href="/assets/entry.client-1.js"/>', '<link rel="modulepreload" href="/assets/home-1.js"/>')
    const client = await site({ 'ar/index.html': page.replace('lang="en"', 'lang="ar"') })
    const assets = path.join(client, 'assets')
    await writeFile(path.join(assets, 'home-1.js'), `export const home = 1;\n${prelude('homeKey-10')}`)
    const messages = { 'homeKey-10': { a: ['الرئيسية'] }, footerKey1: { b: ['تواصل'] }, 'formKey-10': { c: ['أرسل'] } }
    for (const [key, texts] of Object.entries(messages)) {
      await writeFile(path.join(assets, `msg-ar-${key}.js`), `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))})\n`)
    }
    // Two sections (the footer's and the form's chunks); the home page's own key is in the page's file already.
    await writeFile(path.join(client, DEFERRED_SECTIONS_FILE), JSON.stringify({ '/assets/home-1.js': ['footerKey1', 'formKey-10', 'homeKey-10'] }))
    await makePagesCspSafe(client)
    const html = await readFile(path.join(client, 'ar/index.html'), 'utf8')
    const bootstrap = await readFile(path.join(client, /data-rr-routes="([^"]+)"/.exec(html)?.[1] ?? 'none'), 'utf8')
    const later = /import\("(\/assets\/msg-ar-sections-[\w-]{10}\.js)"\);\n$/.exec(bootstrap)?.[1]
    expect(later, bootstrap).toBeDefined()
    expect(bootstrap.indexOf('import("/assets/entry.client-1.js")')).toBeLessThan(bootstrap.indexOf(later!))
    const scope: { __chunkMessages?: object; __chunkKeys?: object } = {}
    new Function('globalThis', await readFile(path.join(client, later!), 'utf8'))(scope)
    expect(scope.__chunkMessages).toEqual({ b: ['تواصل'], c: ['أرسل'] })
    expect(scope.__chunkKeys).toEqual({ footerKey1: 1, 'formKey-10': 1 })
    await expect(readFile(path.join(client, DEFERRED_SECTIONS_FILE))).rejects.toThrow()
  })

  it("stops when a chunk's messages file is missing", async () => {
    const page = PAGE.replace('<link rel="modulepreload" href="/assets/entry.client-1.js"/>', '<link rel="modulepreload" href="/assets/grid-1.js"/>')
    const client = await site({ 'about/index.html': page })
    await writeFile(path.join(client, 'assets', 'grid-1.js'), `export const grid = 1;\n${prelude('gridKey-10')}`)
    await expect(makePagesCspSafe(client)).rejects.toThrow('assets/msg-en-gridKey-10.js is missing')
  })

  it('stops at the first page React Router wrote differently, naming it', async () => {
    const client = await site({ 'about/index.html': PAGE, 'contact/index.html': PAGE.replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, '') })
    await expect(makePagesCspSafe(client)).rejects.toThrow(/^contact\/index\.html: scripts\/build\/inline-scripts\.ts expected/)
  })

  it('stops at a page without module preloads: React Router loads pages another way', async () => {
    const client = await site({ 'about/index.html': PAGE.replace(/<link rel="modulepreload"[^>]*>/, '') })
    await expect(makePagesCspSafe(client)).rejects.toThrow(/^about\/index\.html: scripts\/build\/first-paint\.ts expected/)
  })

  /** Every file under `dir`, by path, with its text. */
  async function files(dir: string): Promise<Record<string, string>> {
    const found: Record<string, string> = {}
    for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) found[path.relative(dir, path.join(entry.parentPath, entry.name))] = await readFile(path.join(entry.parentPath, entry.name), 'utf8')
    }
    return found
  }

  it('writes the same files on several threads as on one: a large catalogue is rewritten in shares, one per thread', async () => {
    const page = PAGE.replace('<link rel="modulepreload" href="/assets/entry.client-1.js"/>', '<link rel="modulepreload" href="/assets/grid-1.js"/>')
    const pages: Record<string, string> = {}
    for (const language of ['', 'ar/', 'de/']) {
      for (const name of ['about', 'contact', 'products/cumin', 'products/makhana'])
        pages[`${language}${name}/index.html`] = page.replace('About us', `${language}${name}`)
    }
    const client = await site(pages)
    await writeFile(path.join(client, 'assets', 'grid-1.js'), `export const grid = 1;\n${prelude('gridKey-10')}`)
    for (const language of ['en', 'ar', 'de']) {
      await writeFile(
        path.join(client, 'assets', `msg-${language}-gridKey-10.js`),
        `export default JSON.parse(${JSON.stringify(JSON.stringify({ a: [language] }))})\n`,
      )
    }
    const threaded = path.join(dir, 'threaded')
    await cp(client, threaded, { recursive: true })
    const { hashes } = await makePagesCspSafe(client, 1)
    expect((await makePagesCspSafe(threaded, 3)).hashes).toEqual(hashes)
    const one = await files(client)
    expect(Object.keys(one).filter((file) => file.startsWith('assets/msg-')).length).toBe(6)
    expect(await files(threaded)).toEqual(one)
  })

  it('scans each page for secrets as it writes it, on every thread, and the scan of the directory then skips those pages', async () => {
    const secret = { kind: 'the content lake token (lake-token)', value: 'lake-token-0123456789abcdef' }
    const holding = PAGE.replace('About us', `About us ${secret.value}`)
    const client = await site({ 'a/index.html': holding, 'b/index.html': PAGE, 'c/index.html': holding })
    await writeFile(path.join(client, 'assets', 'app.js'), `const token = "${secret.value}"`)
    const { findings, pages } = await makePagesCspSafe(client, 2, [secret])
    expect(findings.map((finding) => [finding.file, finding.kind])).toEqual([
      ['a/index.html', secret.kind],
      ['c/index.html', secret.kind],
    ])
    expect(findings[0]!.excerpt).not.toContain(secret.value)
    expect(pages.map((page) => path.relative(client, page))).toEqual(['a/index.html', 'b/index.html', 'c/index.html'])
    const rest = await scanDirectory(client, { DATA_DIR: path.join(dir, 'no-lake'), SANITY_WRITE_TOKEN: secret.value }, new Set(pages))
    expect(rest.map((finding) => finding.file)).toEqual([path.join('assets', 'app.js')])
  })

  it("stops with the page's own message when a worker thread's share holds it", async () => {
    const client = await site({ 'a/index.html': PAGE, 'b/index.html': PAGE, 'c/index.html': PAGE.replace(/<link rel="modulepreload"[^>]*>/, '') })
    await expect(makePagesCspSafe(client, 3)).rejects.toThrow(/^c\/index\.html: scripts\/build\/first-paint\.ts expected/)
  })

  it('takes one thread per 1,000 pages, up to the cores and at most four, or PRERENDER_THREADS, and refuses what is not a whole number', () => {
    expect(pageThreads(345, {})).toBe(1)
    expect(pageThreads(8757, {})).toBe(Math.min(os.availableParallelism(), 4))
    expect(pageThreads(345, { PRERENDER_THREADS: '2' })).toBe(2)
    expect(pageThreads(1, { PRERENDER_THREADS: '3' })).toBe(1)
    for (const wrong of ['0', '1.5', 'two', '-1'])
      expect(() => pageThreads(10, { PRERENDER_THREADS: wrong })).toThrow(`PRERENDER_THREADS must be a whole number of threads, 1 or more (it is "${wrong}")`)
    expect(shares([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ])
    expect(shares([1, 2], 3)).toEqual([[1], [2]])
  })

  it('stops when the inline scripts left differ from page to page', async () => {
    const pages: Record<string, string> = {}
    for (let n = 0; n <= MAX_INLINE_SCRIPT_HASHES; n++) pages[`p${n}/index.html`] = PAGE.replace('</body>', `<script>window.page=${n}</script></body>`)
    await expect(makePagesCspSafe(await site(pages))).rejects.toThrow(/The pages keep \d+ different inline scripts/)
  })
})
