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
import { copyFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { SITEMAP_CONTENT_QUERY, type SitemapContent } from '../../src/lib/queries.ts'
import { UserError } from '../../services/shared/cli.ts'
import { buildReadClient, type ToolConfig } from '../../services/shared/config.ts'
import { cspHashesFile, siteOrigins, type CspHashes } from '../../services/static-site/site-headers.ts'
import { securityHeaders } from '../../services/static-site/headers.ts'
import { headerRuleCount, headersFile, MAX_HEADER_RULES, pagePatterns, redirectsFile } from './host-config.ts'
import { DEFERRED_SECTIONS_FILE } from './chunk-messages.ts'
import { rewritePages, type RewrittenPages, type ShareResult } from './rewrite-pages.ts'
import { pageThreads, shares } from './threads.ts'
import { describeFindings, heldSecrets, scanDirectory, type HeldSecret } from './secret-scan.ts'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts'
import { LANGUAGES, pathInLanguage, type Language } from '../../shared/languages.ts'

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
  return found.sort()
}

/**
 * What is left inline is the same on every page (about ten scripts). More hashes than this mean a
 * script that changes from page to page, which the CSP would have to list page by page.
 */
export const MAX_INLINE_SCRIPT_HASHES = 16

export interface CspSafePages extends RewrittenPages {
  /** The pages rewritten (and scanned for secrets as they were written). */
  pages: string[]
}

/**
 * Rewrites every page to paint before its JavaScript loads and to run under the CSP, and writes each
 * route bootstrap it moved out of a page; returns the hashes of the inline scripts left, across the
 * site, and what the secret scan found in the pages as written (`secrets`, those this machine holds
 * unless given). Throws when React Router's output lacks what the rewrite expects.
 */
export async function makePagesCspSafe(client: string, threads?: number, secrets: HeldSecret[] = heldSecrets()): Promise<CspSafePages> {
  const pages = await htmlFiles(client)
  // A large catalogue's pages are rewritten in consecutive shares, one per thread, as they were
  // pre-rendered (docs/decisions/046): this thread takes the first.
  const results = await Promise.all(
    shares(pages, threads ?? pageThreads(pages.length)).map((share, i) => (i === 0 ? rewritePages(client, share, secrets) : rewriteInWorker(client, share, secrets))),
  )
  // The browser build's note for this step, not a file to serve.
  await rm(path.join(client, DEFERRED_SECTIONS_FILE), { force: true })
  const hashes = new Set(results.flatMap((result) => result.hashes))
  if (hashes.size > MAX_INLINE_SCRIPT_HASHES) {
    throw new UserError(
      `The pages keep ${hashes.size} different inline scripts (at most ${MAX_INLINE_SCRIPT_HASHES}): React Router now writes one that changes from page to page, ` +
        'which scripts/build/inline-scripts.ts must move out of the page (docs/decisions/034).',
    )
  }
  return { hashes: [...hashes].sort(), findings: results.flatMap((result) => result.findings), pages }
}

/** Rewrites `files` on a worker thread (rewrite-pages-worker.ts); fails as the same share would here. */
function rewriteInWorker(client: string, files: readonly string[], secrets: HeldSecret[]): Promise<RewrittenPages> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./rewrite-pages-worker.ts', import.meta.url), { workerData: { client, files, secrets } })
    worker.once('message', (result: ShareResult) => {
      if ('hashes' in result) resolve(result)
      else reject(result.user ? new UserError(result.error) : new Error(result.error))
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`A thread of the post-build's page rewrite stopped (exit ${code}) before it answered.`)))
  })
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
  const rewritten = await makePagesCspSafe(client)
  const scriptHashes = rewritten.hashes
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

  const findings = [...rewritten.findings, ...(await scanDirectory(client, process.env, new Set(rewritten.pages)))].sort((a, b) => a.file.localeCompare(b.file))
  if (findings.length > 0) {
    throw new UserError(`The build holds what looks like a secret; nothing may be published:\n${describeFindings(findings)}`)
  }
  log(`Post-build: ${pages} pages in sitemap.xml, ${scriptHashes.length} inline script hashes in the CSP, _headers and _redirects written.`)
}
