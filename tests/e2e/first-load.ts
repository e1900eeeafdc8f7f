import type { APIRequestContext } from '@playwright/test'
import { languageOfPath } from '../../shared/languages'

/** The end of a chunk that names messages: it awaits them in the page's language (scripts/build/chunk-messages.ts). */
const CHUNK_MESSAGES = /\.\/msg-\$\{.*?\}-([\w-]+)\.js`/
/** The messages of a page's deferred sections: loaded after the client entry, not before the page answers. */
const DEFERRED_SECTIONS_MESSAGES = /\/msg-[\w-]+-sections-[\w-]{10}\.js$/
/** A page's messages file names the chunks whose messages it holds. */
const PAGE_MESSAGES = /globalThis\.__chunkKeys\?\?=\{\},(\{[^}]*\})\)/

/**
 * The first-load JavaScript of `path`: every script the served HTML starts with (scripts,
 * modulepreloads, and the route bootstrap its starter imports after first paint), with every module
 * those import statically, and the messages each awaits in the page's language. Dynamic imports are
 * lazy and not part of it. Paths and bodies, in load order.
 */
export async function firstLoadScripts(request: APIRequestContext, path: string): Promise<Map<string, Buffer>> {
  const html = await (await request.get(path)).text()
  const queue = [...html.matchAll(/<(?:script[^>]*\s(?:src|data-rr-routes)|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1] ?? '')
  const scripts = new Map<string, Buffer>()
  // Chunks whose messages came in the page's messages file, which the route bootstrap imports first.
  const covered = new Set<string>()
  for (let src = queue.shift(); src !== undefined; src = queue.shift()) {
    if (scripts.has(src)) continue
    const body = await (await request.get(src)).body()
    scripts.set(src, body)
    // The route bootstrap lists every module it preloads and evaluates (the client entry among
    // them); other modules' static imports load with them, their dynamic imports are lazy.
    const imports = src.includes('/rr-routes-') ? /"(\/assets\/[^"]+\.js)"/g : /(?:\bfrom|\bimport)\s*"([^"]+\.js)"/g
    const text = body.toString('utf8')
    for (const m of text.matchAll(imports)) {
      // The deferred sections' messages, which the bootstrap fetches after the entry and nothing awaits (post-build.ts).
      if (!DEFERRED_SECTIONS_MESSAGES.test(m[1] ?? '')) queue.push(new URL(m[1] ?? '', `http://site${src}`).pathname)
    }
    const listed = PAGE_MESSAGES.exec(text)?.[1]
    if (listed) for (const key of Object.keys(JSON.parse(listed) as object)) covered.add(key)
    const messages = CHUNK_MESSAGES.exec(text)?.[1]
    if (messages && !covered.has(messages)) queue.push(new URL(`./msg-${languageOfPath(path)}-${messages}.js`, `http://site${src}`).pathname)
  }
  return scripts
}
