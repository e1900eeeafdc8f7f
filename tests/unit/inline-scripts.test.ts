import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { cspHash, HYDRATION_STARTER, inlineScriptHashes, rewriteInlineScripts, STREAM_CHUNK_RUNNER } from '../../scripts/build/inline-scripts'

// The shape of a page React Router 7 pre-renders (abridged from build/client/products/index.html).
const CONTEXT = 'window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = 1;'
const MODULE =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");'
const DATA = JSON.stringify('[{"_1":2},"loaderData","<b>Cumin</b> & \u2028').replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><title>Our Products</title>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Our Products</h1>',
  `<script>${CONTEXT}</script>`,
  `<script type="module" async="">${MODULE}</script>`,
  `<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue(${DATA});</script></div>`,
  '<script>window.__reactRouterContext.streamController.close();</script>',
  '<script src="/assets/other.js"></script></body></html>',
].join('')

describe('rewriteInlineScripts', () => {
  const result = rewriteInlineScripts(PAGE)

  it('turns the per-page loader data into an inert JSON block read by one constant runner', () => {
    expect(result.html).toContain(`<script type="application/json" data-rr-stream="">${DATA}</script><script>${STREAM_CHUNK_RUNNER}</script>`)
    expect(result.html).not.toContain('streamController.enqueue("')
    expect(result.hashes).toContain(cspHash(STREAM_CHUNK_RUNNER))
  })

  it('moves the route-modules bootstrap into a content-addressed module, started by one constant script', () => {
    const { name, body } = result.bootstrap
    expect(name).toMatch(/^rr-routes-[0-9a-f]{16}\.js$/)
    expect(body).toBe(MODULE)
    expect(result.html).toContain(`<script data-rr-routes="/assets/${name}">${HYDRATION_STARTER}</script>`)
    expect(result.html).not.toContain('async')
    expect(result.html).not.toContain('type="module"')
  })

  it('keeps constant scripts inline, allowed by hash, and leaves data blocks and external scripts alone', () => {
    expect([...result.hashes].sort()).toEqual(
      [cspHash(CONTEXT), cspHash('window.__reactRouterContext.streamController.close();'), cspHash(STREAM_CHUNK_RUNNER), cspHash(HYDRATION_STARTER)].sort(),
    )
    expect(result.html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
    expect(result.html).toContain('<script src="/assets/other.js"></script>')
  })

  it('leaves only hashed scripts inline, and refuses to rewrite its own output again', () => {
    expect(new Set(inlineScriptHashes(result.html))).toEqual(result.hashes)
    expect(() => rewriteInlineScripts(result.html, 'products/index.html')).toThrow(/^products\/index\.html has been rewritten already/)
  })

  it('feeds the router exactly the data the original script did', () => {
    const received: string[] = []
    // Without the router's own scripts, which would replace the stand-in controller.
    const html = result.html.replace(`<script>${CONTEXT}</script>`, '').replace(/<script data-rr-routes="[^"]*">[^<]*<\/script>/, '')
    const dom = new JSDOM(html, {
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.assign(window, {
          __reactRouterContext: { streamController: { enqueue: (c: string) => received.push(c), close: () => received.push('closed') } },
        })
      },
    })
    dom.window.close()
    expect(received).toEqual([JSON.parse(DATA), 'closed'])
  })

  it('refuses loader data in a form it cannot prove to be data, rather than hash a script that differs on every page', () => {
    const odd = PAGE.replace(/enqueue\("[^<]*"\);/, 'enqueue(someVariable);')
    expect(() => rewriteInlineScripts(odd, 'products/index.html')).toThrow(
      /^products\/index\.html: .*expected loader data as `window\.__reactRouterContext\.streamController\.enqueue\("<JSON>"\);`, not `window\.__reactRouterContext\.streamController\.enqueue\(someVariable\);`/,
    )
  })

  it('refuses a page without the route-modules bootstrap, with two, or with another module script', () => {
    const bootstrap = `<script type="module" async="">${MODULE}</script>`
    expect(() => rewriteInlineScripts(PAGE.replace(bootstrap, ''), 'p.html')).toThrow(
      /expected one inline `<script type="module">` route-modules bootstrap .*\(found 0\)/,
    )
    expect(() => rewriteInlineScripts(PAGE.replace(bootstrap, bootstrap + bootstrap), 'p.html')).toThrow(/\(found 2\)/)
    expect(() => rewriteInlineScripts(PAGE.replace(bootstrap, '<script type="module">import "/assets/x.js";</script>'), 'p.html')).toThrow(
      /its only inline module script to be the route-modules bootstrap/,
    )
  })

  it('refuses a page without loader data', () => {
    const without = PAGE.replace(/<script>window\.__reactRouterContext\.streamController\.enqueue[^<]*<\/script>/, '')
    expect(() => rewriteInlineScripts(without, 'p.html')).toThrow(/^p\.html: .*expected the loader data as/)
  })
})
