import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { cspHash, HYDRATION_STARTER, inlineScriptHashes, rewriteInlineScripts, STREAM_CHUNK_RUNNER } from '../../scripts/build/inline-scripts'

// The shape of a page React Router 7 pre-renders (abridged from build/client/products/index.html).
const CONTEXT = 'window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = 1;'
const MODULE = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");'
const DATA = JSON.stringify('[{"_1":2},"loaderData","<b>Cumin</b> & \u2028')
  .replace(/</g, '\\u003c')
  .replace(/>/g, '\\u003e')
  .replace(/&/g, '\\u0026')
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
    const [name = '', body] = [...result.modules][0] ?? []
    expect(name).toMatch(/^rr-routes-[0-9a-f]{16}\.js$/)
    expect(body).toBe(MODULE)
    expect(result.html).toContain(`<script data-rr-routes="/assets/${name}">${HYDRATION_STARTER}</script>`)
    expect(result.html).not.toContain('async')
    expect(result.html).not.toContain('type="module"')
  })

  it('keeps constant scripts inline, allowed by hash, and leaves data blocks and external scripts alone', () => {
    expect([...result.hashes].sort()).toEqual(
      [
        cspHash(CONTEXT),
        cspHash('window.__reactRouterContext.streamController.close();'),
        cspHash(STREAM_CHUNK_RUNNER),
        cspHash(HYDRATION_STARTER),
      ].sort(),
    )
    expect(result.html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
    expect(result.html).toContain('<script src="/assets/other.js"></script>')
  })

  it('leaves only hashed scripts inline, and changes nothing when run twice', () => {
    expect(new Set(inlineScriptHashes(result.html))).toEqual(result.hashes)
    const again = rewriteInlineScripts(result.html)
    expect(again.html).toBe(result.html)
    expect(again.modules.size).toBe(0)
  })

  it('feeds the router exactly the data the original script did', () => {
    const received: string[] = []
    // Without the router's own scripts, which would replace the stand-in controller.
    const html = result.html.replace(`<script>${CONTEXT}</script>`, '').replace(/<script data-rr-routes="[^"]*">[^<]*<\/script>/, '')
    const dom = new JSDOM(html, {
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.assign(window, { __reactRouterContext: { streamController: { enqueue: (c: string) => received.push(c), close: () => received.push('closed') } } })
      },
    })
    dom.window.close()
    expect(received).toEqual([JSON.parse(DATA), 'closed'])
  })

  it('keeps a script it cannot prove to be data, by hash', () => {
    const odd = '<script>window.__reactRouterContext.streamController.enqueue(someVariable);</script>'
    const r = rewriteInlineScripts(odd)
    expect(r.html).toBe(odd)
    expect(r.hashes).toEqual(new Set([cspHash('window.__reactRouterContext.streamController.enqueue(someVariable);')]))
  })
})
