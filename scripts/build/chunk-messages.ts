import { createHash } from 'node:crypto'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { DEFAULT_LANGUAGE, LANGUAGES, OTHER_LANGUAGES, type Language } from '../../shared/languages.ts'

/** A quoted string in a chunk; those that name a message of the catalogue are its messages' ids. */
const QUOTED = /["'`]([^"'`\s\\]{1,120})["'`]/g

/**
 * Interface text per chunk, not per language (docs/decisions/039). Each browser chunk that names
 * messages ends with an await of its own messages in the page's language (`assets/msg-<code>-<key>.js`),
 * so a module never runs before its text is there, and a page loads only the text of the code it loads.
 * A pre-rendered page gets its chunks' messages in one file instead (`pageMessagesSource`).
 * The key is a hash of the ids and of every language's text, so a changed translation is a new file.
 * Pre-rendering, tests and the dev server keep whole catalogues (src/lib/i18n.ts).
 */
export function chunkMessages(): Plugin {
  let catalogues: Map<Language, Record<string, unknown>>
  const files = new Map<string, string[]>()
  const sections = new Set<string>()
  return {
    name: 'chunk-messages',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      catalogues = await compiledCatalogues()
      files.clear()
      sections.clear()
    },
    async transform(code, id) {
      if (!code.includes('deferHydration(')) return null
      for (const match of code.matchAll(DEFERRED_IMPORT)) {
        const resolved = await this.resolve(match[2]!, id)
        if (resolved) sections.add(resolved.id)
      }
      return null
    },
    renderChunk(code) {
      const known = catalogues.get(DEFAULT_LANGUAGE)!
      const ids = [...new Set([...code.matchAll(QUOTED)].map((match) => match[1]!))].filter((id) => Object.hasOwn(known, id)).sort()
      if (ids.length === 0) return null
      const hash = createHash('sha256')
      for (const language of LANGUAGES) hash.update(JSON.stringify(pick(catalogues.get(language)!, ids)))
      const key = hash.digest('base64url').slice(0, 10)
      files.set(key, ids)
      // At the end, so no mapping moves: the module's exports are not ready to importers until it settles.
      return { code: `${code}\n${prelude(key)}`, map: null }
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: DEFERRED_SECTIONS_FILE, source: JSON.stringify(deferredSectionKeys(bundle, sections)) })
      for (const [key, ids] of files) {
        for (const language of LANGUAGES) {
          const source = `${MESSAGES_HEAD}${JSON.stringify(JSON.stringify(pick(catalogues.get(language)!, ids)))})\n`
          this.emitFile({ type: 'asset', fileName: `assets/${messagesFile(language, key)}`, source })
        }
      }
    },
  }
}

/** `deferHydration(() => … import('…') …)`: the module of a section that loads on its own once the page is idle (deferred-hydration.tsx). */
const DEFERRED_IMPORT = /deferHydration\(\s*\(\)\s*=>[^;]*?\bimport\(\s*(['"])([^'"]+)\1\s*\)/g

/**
 * Written by the browser build for the post-build, which removes it: for each chunk that starts
 * deferred sections, the keys of the messages those sections' chunks await (`{ "/assets/home-….js": [keys] }`).
 */
export const DEFERRED_SECTIONS_FILE = 'deferred-sections.json'

/** Per chunk, the message keys of the deferred sections it imports, with every chunk those import statically. */
function deferredSectionKeys(bundle: OutputBundle, sections: ReadonlySet<string>): Record<string, string[]> {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])))
  const isSection = (chunk: OutputChunk) => (chunk.facadeModuleId !== null && sections.has(chunk.facadeModuleId)) || chunk.moduleIds.some((id) => sections.has(id))
  const keysOf = (file: string): string[] => {
    const keys = new Set<string>()
    const seen = new Set([file])
    for (const next of seen) {
      const chunk = chunks.get(next)
      if (!chunk) continue
      const key = chunkMessagesKey(chunk.code)
      if (key) keys.add(key)
      for (const imported of chunk.imports) seen.add(imported)
    }
    return [...keys]
  }
  const result: Record<string, string[]> = {}
  for (const chunk of chunks.values()) {
    const started = chunk.dynamicImports.filter((file) => {
      const imported = chunks.get(file)
      return imported !== undefined && isSection(imported)
    })
    const keys = [...new Set(started.flatMap(keysOf))].sort()
    if (keys.length > 0) result[`/${chunk.fileName}`] = keys
  }
  return result
}

/** Loads the page's language's messages of one chunk into the one object the page's Lingui instance reads. */
export function prelude(key: string): string {
  const prefixed = new RegExp(`^/(${OTHER_LANGUAGES.join('|')})(?:/|$)`)
  return `(globalThis.__chunkKeys??={})[${JSON.stringify(key)}]||Object.assign(globalThis.__chunkMessages??={},(await import(\`./msg-\${${prefixed}.exec(location.pathname)?.[1]??${JSON.stringify(DEFAULT_LANGUAGE)}}-${key}.js\`)).default);`
}

/** The key of a built chunk's messages (what `prelude` wrote at its end), or null for a chunk without text. */
export function chunkMessagesKey(code: string): string | null {
  return /-([\w-]{10})\.js`\)\)\.default\);\s*$/.exec(code)?.[1] ?? null
}

const MESSAGES_HEAD = 'export default JSON.parse('

/** The messages a chunk's messages file holds (what `generateBundle` wrote). */
export function readMessagesFile(source: string, file: string): Record<string, unknown> {
  if (!source.startsWith(MESSAGES_HEAD)) throw new Error(`${file} is not a chunk's messages file.`)
  return JSON.parse(JSON.parse(source.slice(MESSAGES_HEAD.length).trimEnd().replace(/\)$/, '')) as string) as Record<string, unknown>
}

/**
 * Several chunks' messages in one file: those of every chunk a page starts with (the route bootstrap
 * imports it first), or of its deferred sections (imported after the client entry). A chunk whose key
 * is listed then awaits nothing (`prelude` skips it).
 */
export function pageMessagesSource(messages: Record<string, unknown>, keys: readonly string[]): string {
  const listed = Object.fromEntries(keys.map((key) => [key, 1]))
  return `Object.assign(globalThis.__chunkMessages??={},JSON.parse(${JSON.stringify(JSON.stringify(messages))}));Object.assign(globalThis.__chunkKeys??={},${JSON.stringify(listed)});\n`
}

/** The file of one chunk's messages in one language, as the chunk imports it. */
export function messagesFile(language: Language, key: string): string {
  return `msg-${language}-${key}.js`
}

function pick(messages: Record<string, unknown>, ids: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(ids.map((id) => [id, messages[id]]))
}

/** Every language's catalogue, compiled as @lingui/vite-plugin compiles it for the pre-rendering build. */
async function compiledCatalogues(): Promise<Map<Language, Record<string, unknown>>> {
  const config = getConfig()
  const [catalog] = await getCatalogs(config)
  if (!catalog) throw new Error('lingui.config names no catalogue.')
  const result = new Map<Language, Record<string, unknown>>()
  for (const language of LANGUAGES) {
    // A missing translation stops the pre-rendering build (@lingui/vite-plugin's failOnMissing), so it is not checked twice.
    const { messages } = await catalog.getTranslations(language, { fallbackLocales: config.fallbackLocales, sourceLocale: config.sourceLocale })
    const { source, errors } = createCompiledCatalog(language, messages, { namespace: 'json' })
    if (errors.length > 0) throw new Error(`src/locales/${language}.po: the message ${errors[0]!.id} does not compile: ${errors[0]!.error.message}`)
    result.set(language, (JSON.parse(source) as { messages: Record<string, unknown> }).messages)
  }
  return result
}
