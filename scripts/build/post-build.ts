/**
 * Files the static host needs beside the pre-rendered pages, written after `react-router build`:
 * - every page's inline scripts made CSP-safe (inline-scripts.ts), with the hashes of the few left
 *   written to build/csp-hashes.json for the local server, and its module preloads dropped so the
 *   page paints before its JavaScript loads (first-paint.ts): the two rewrites of React Router's
 *   output (docs/decisions/034);
 * - sitemap.xml and robots.txt from the content;
 * - _headers (security headers, caching) and _redirects, 404.html for hosts that look for it;
 * - a scan that refuses a build holding a secret.
 */
import { createHash } from 'node:crypto'
import { copyFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pMap from 'p-map'
import { SITEMAP_CONTENT_QUERY, type SitemapContent } from '../../src/lib/queries.ts'
import { UserError } from '../../services/shared/cli.ts'
import { buildReadClient, type ToolConfig } from '../../services/shared/config.ts'
import { cspHashesFile, siteOrigins, type CspHashes } from '../../services/static-site/site-headers.ts'
import { securityHeaders } from '../../services/static-site/headers.ts'
import { headerRuleCount, headersFile, MAX_HEADER_RULES, pagePatterns, redirectsFile } from './host-config.ts'
import { chunkMessagesKey, DEFERRED_SECTIONS_FILE, messagesFile, pageMessagesSource, readMessagesFile } from './chunk-messages.ts'
import { takeModulePreloads } from './first-paint.ts'
import { rewriteInlineScripts } from './inline-scripts.ts'
import { describeFindings, scanDirectory } from './secret-scan.ts'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts'
import { LANGUAGES, languageOfPath, pathInLanguage, type Language } from '../../shared/languages.ts'

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file)
    return true
  } catch {
    return false
  }
}

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) found.push(path.join(entry.parentPath, entry.name))
  }
  return found
}

/**
 * What is left inline is the same on every page (about ten scripts). More hashes than this mean a
 * script that changes from page to page, which the CSP would have to list page by page.
 */
export const MAX_INLINE_SCRIPT_HASHES = 16

/**
 * Rewrites every page to paint before its JavaScript loads and to run under the CSP, and writes each
 * route bootstrap it moved out of a page;
 * returns the hashes of the inline scripts left, across the site. Throws when React Router's output
 * lacks what the rewrite expects.
 */
export async function makePagesCspSafe(client: string): Promise<string[]> {
  const hashes = new Set<string>()
  const bootstraps = new Set<string>()
  const messages = pageMessages(client)
  const rewrite = async (file: string) => {
    const page = path.relative(client, file)
    const { html, modules } = takeModulePreloads(await readFile(file, 'utf8'), page)
    const files = await messages(modules, languageOfPath(`/${page}`))
    const result = rewriteInlineScripts(html, page, (body) => withImports(body, modules, files.page, files.sections))
    const { name, body } = result.bootstrap
    if (!bootstraps.has(name)) {
      bootstraps.add(name)
      await writeFile(path.join(client, 'assets', name), body)
    }
    await writeFile(file, result.html)
    for (const hash of result.hashes) hashes.add(hash)
  }
  // Several pages at a time, so that one page's reading and writing overlaps the others' work: one
  // at a time, the step waited on the disk for 4 of its 15 s at 2,000 products.
  await pMap(await htmlFiles(client), rewrite, { concurrency: 16 })
  // The browser build's note for this step, not a file to serve.
  await rm(path.join(client, DEFERRED_SECTIONS_FILE), { force: true })
  if (hashes.size > MAX_INLINE_SCRIPT_HASHES) {
    throw new UserError(
      `The pages keep ${hashes.size} different inline scripts (at most ${MAX_INLINE_SCRIPT_HASHES}): React Router now writes one that changes from page to page, ` +
        'which scripts/build/inline-scripts.ts must move out of the page (docs/decisions/034).',
    )
  }
  return [...hashes].sort()
}

/**
 * The route bootstrap, importing as well the modules React Router would have preloaded and their
 * messages in the page's language: the browser then fetches them in one go after first paint, not
 * one level of imports (and of awaited messages) after another. The client entry stays a dynamic
 * import at the end, since it hydrates as it runs; after it, without anything waiting for it, the
 * messages of the page's deferred sections, which then need no file of their own when they load.
 */
export function withImports(body: string, modules: readonly string[], messages: string | null = null, sections: string | null = null): string {
  const named = new Set([...body.matchAll(/\bimport\b[^"'`;]*["'`]([^"'`]+)["'`]/g)].map((match) => match[1]))
  const added = [...new Set(modules)].filter((module) => !named.has(module))
  const line = (module: string) => `import ${JSON.stringify(module)};\n`
  // Imports run in the order written: the messages, which import nothing, before any chunk that reads them.
  const later = sections ? `import(${JSON.stringify(sections)});\n` : ''
  return `${messages ? line(messages) : ''}${body}${added.length > 0 || later ? `\n${added.map(line).join('')}${later}` : ''}`
}

interface PageMessageFiles {
  /** The messages of the chunks the page starts with, imported first; null when none has text. */
  page: string | null
  /** The messages of the page's deferred sections' chunks not in `page`; null when there are none. */
  sections: string | null
}

/**
 * Writes, once per set, the messages of a page's chunks in its language as one file, and those of
 * its deferred sections as another (chunk-messages.ts); returns their paths.
 */
function pageMessages(client: string): (modules: readonly string[], language: Language) => Promise<PageMessageFiles> {
  const read = new Map<string, Promise<string | null>>()
  const text = (file: string) => {
    if (!read.has(file)) read.set(file, readFile(path.join(client, file), 'utf8').catch(() => null))
    return read.get(file)!
  }
  // A chunk's key is read once, not once per page that starts with it: the pattern scans the whole
  // chunk, and at 2,000 products it ran 170,000 times (9 of the post-build's 26 s).
  const chunkKeys = new Map<string, Promise<string | null>>()
  const keyOf = (file: string) => {
    if (!chunkKeys.has(file)) chunkKeys.set(file, text(file).then((code) => (code === null ? null : chunkMessagesKey(code))))
    return chunkKeys.get(file)!
  }
  const deferred = text(DEFERRED_SECTIONS_FILE).then((source) => (source === null ? {} : (JSON.parse(source) as Record<string, string[]>)))
  const written = new Map<string, Promise<string>>()
  const write = (language: Language, keys: readonly string[], kind: string) => {
    const id = `${language} ${kind} ${keys.join(' ')}`
    if (!written.has(id)) {
      written.set(
        id,
        (async () => {
          const messages: Record<string, unknown> = {}
          for (const key of keys) {
            const file = `assets/${messagesFile(language, key)}`
            const source = await text(file)
            if (source === null) throw new UserError(`${file} is missing: the build wrote a chunk that awaits it.`)
            Object.assign(messages, readMessagesFile(source, file))
          }
          const source = pageMessagesSource(messages, keys)
          const name = `/assets/${messagesFile(language, `${kind}-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}`)}`
          await writeFile(path.join(client, name), source)
          return name
        })(),
      )
    }
    return written.get(id)!
  }
  return async (modules, language) => {
    const pageKeys = [...new Set(await Promise.all(modules.map(keyOf)))].filter((key) => key !== null).sort()
    const sections = await deferred
    const sectionKeys = [...new Set(modules.flatMap((module) => sections[module] ?? []))].filter((key) => !pageKeys.includes(key)).sort()
    return {
      page: pageKeys.length > 0 ? await write(language, pageKeys, 'page') : null,
      sections: sectionKeys.length > 0 ? await write(language, sectionKeys, 'sections') : null,
    }
  }
}

async function blogCategories(client: string): Promise<string[]> {
  const dir = path.join(client, 'blog')
  if (!(await exists(dir))) return []
  const entries = await readdir(dir, { withFileTypes: true })
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name)
  const built = await Promise.all(names.map(async (n) => ((await exists(path.join(dir, n, 'index.html'))) ? n : null)))
  return built.filter((n): n is string => n !== null).sort()
}

async function writeSitemap(config: ToolConfig, client: string): Promise<number> {
  const content = await buildReadClient(config).fetch<SitemapContent>(SITEMAP_CONTENT_QUERY)
  const entries = sitemapEntries(content, await blogCategories(client))
  const isBuilt = (page: string, language: Language) => exists(path.join(client, decodeURIComponent(pathInLanguage(page, language)), 'index.html'))
  const built = await Promise.all(
    entries.map(async (e) => {
      const found = await Promise.all(LANGUAGES.map(async (language) => ((await isBuilt(e.path, language)) ? language : null)))
      return { ...e, languages: found.filter((language) => language !== null) }
    }),
  )
  const listed = built.filter((e) => e.languages.length > 0)
  await writeFile(path.join(client, 'sitemap.xml'), sitemapXml(config.siteUrl, listed))
  await writeFile(path.join(client, 'robots.txt'), robotsTxt(config.siteUrl))
  return listed.reduce((sum, e) => sum + e.languages.length, 0)
}

export async function postBuild(config: ToolConfig, log: (line: string) => void = console.log): Promise<void> {
  const client = path.join(config.buildDir, 'client')
  const scriptHashes = await makePagesCspSafe(client)
  const hashes: CspHashes = { scriptHashes }
  await writeFile(cspHashesFile(config.buildDir), `${JSON.stringify(hashes, null, 2)}\n`)

  // Each language's not-found page also as <prefix>/404.html, for hosts that look for it (_redirects names them).
  for (const language of LANGUAGES) {
    const notFound = path.join(client, pathInLanguage('/404', language), 'index.html')
    if (await exists(notFound)) await copyFile(notFound, path.join(client, pathInLanguage('/404', language) + '.html'))
  }

  const pages = await writeSitemap(config, client)

  const entries = await readdir(client, { withFileTypes: true })
  const patterns = pagePatterns(entries.map((e) => ({ name: e.name, directory: e.isDirectory() })))
  const headers = headersFile(securityHeaders({ ...siteOrigins(config), scriptHashes }), patterns)
  await writeFile(path.join(client, '_headers'), headers)
  await writeFile(path.join(client, '_redirects'), redirectsFile())
  if (headerRuleCount(headers) > MAX_HEADER_RULES) {
    log(`Warning: _headers has ${headerRuleCount(headers)} rules; Cloudflare Pages reads only ${MAX_HEADER_RULES}.`)
  }

  const findings = await scanDirectory(client)
  if (findings.length > 0) {
    throw new UserError(`The build holds what looks like a secret; nothing may be published:\n${describeFindings(findings)}`)
  }
  log(`Post-build: ${pages} pages in sitemap.xml, ${scriptHashes.length} inline script hashes in the CSP, _headers and _redirects written.`)
}
