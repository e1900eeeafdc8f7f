/**
 * The post-build's rewrite of pre-rendered pages (post-build.ts), for one share of them: every page
 * made to paint before its JavaScript loads and to run under the CSP, with its route bootstrap and
 * messages files written. A large catalogue's shares run on worker threads
 * (rewrite-pages-worker.ts, docs/decisions/046); each share writes what its pages need, so a file
 * two shares need is written twice, with the same bytes.
 */
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pMap from 'p-map'
import { UserError } from '../../services/shared/cli.ts'
import { languageOfPath, type Language } from '../../shared/languages.ts'
import { chunkMessagesKey, DEFERRED_SECTIONS_FILE, messagesFile, pageMessagesSource, readMessagesFile } from './chunk-messages.ts'
import { takeModulePreloads } from './first-paint.ts'
import { rewriteInlineScripts } from './inline-scripts.ts'
import { scanText, type HeldSecret, type SecretFinding } from './secret-scan.ts'

export interface RewrittenPages {
  /** The hashes of the inline scripts left in the pages. */
  hashes: string[]
  /** What the secret scan found in the pages as written (secret-scan.ts). */
  findings: SecretFinding[]
}

/** What a worker thread posts back for its share (rewrite-pages-worker.ts). */
export type ShareResult = RewrittenPages | { error: string; user: boolean }

/**
 * Rewrites the pages `files` of the built client `client`, and scans each for `secrets` as it writes
 * it, so that the secret scan need not read the pages again. Throws when React Router's output
 * lacks what the rewrite expects.
 */
export async function rewritePages(client: string, files: readonly string[], secrets: HeldSecret[]): Promise<RewrittenPages> {
  const hashes = new Set<string>()
  const findings: SecretFinding[] = []
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
    findings.push(...scanText(page, result.html, {}, secrets))
    await writeFile(file, result.html)
    for (const hash of result.hashes) hashes.add(hash)
  }
  // Several pages at a time, so that one page's reading and writing overlaps the others' work: one
  // at a time, the step waited on the disk for 4 of its 15 s at 2,000 products.
  await pMap(files, rewrite, { concurrency: 16 })
  return { hashes: [...hashes], findings }
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

