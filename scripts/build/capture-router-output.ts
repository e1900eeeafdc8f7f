/**
 * Captures the fixtures of tests/unit/post-build-rewrites.test.ts from React Router's real output:
 * runs `react-router build` alone (no post-build rewrite; into BUILD_DIR, by default build-capture/),
 * then writes one pre-rendered page (the 404 page: all the patterns, little content) with its
 * markup trimmed to the main element, and the head of every module its route bootstrap loads (the
 * static imports and what stands before them; the code after them is not kept).
 *
 * Run it after upgrading React Router or Vite (`node scripts/build/capture-router-output.ts`, with
 * the lake's environment as for `npm run build`), then `npx vitest run tests/unit`: the unit tests
 * refuse fixtures captured with other versions than the installed ones.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseAst } from 'rolldown/parseAst'
import { runCli, UserError } from '../../services/shared/cli.ts'
import { toolConfig } from '../../services/shared/config.ts'
import { reactRouterBuild, withContent } from './build-site.ts'
import { dropModulePreloads } from './first-paint.ts'

export const FIXTURES = path.join('tests', 'unit', 'fixtures', 'react-router')
export const FIXTURE_PAGE = '404/index.html'

export interface ModuleFixture {
  /** The versions that wrote the fixture. */
  versions: { reactRouter: string; vite: string }
  /** Module URL path → its head (statements up to its last static import or re-export). */
  modules: Record<string, string>
}

/** The page with its markup cut down to the `<main>` element; head, scripts and their order kept. */
export function trimPage(html: string): string {
  const body = html.indexOf('<body>')
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)
  const scripts = html.indexOf('<script', main ? main.index : body)
  if (body < 0 || !main || scripts < 0) throw new UserError(`${FIXTURE_PAGE} has no <body>, <main> or <script> to trim around`)
  return `${html.slice(0, body + '<body>'.length)}${main[0]}${html.slice(scripts)}`
}

/** The statements of a built module up to its last static import or re-export. */
export function moduleHead(code: string): string {
  let end = 0
  for (const node of parseAst(code).body) {
    const imports = node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)
    if (imports) end = node.end
  }
  return code.slice(0, end)
}

async function version(root: string, pkg: string): Promise<string> {
  const json = JSON.parse(await readFile(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }
  return json.version
}

async function capture(): Promise<void> {
  process.env.BUILD_DIR ||= 'build-capture'
  const config = toolConfig()
  await withContent(config, () => reactRouterBuild(config))
  const client = path.join(config.buildDir, 'client')
  const html = await readFile(path.join(client, FIXTURE_PAGE), 'utf8')
  const modules: Record<string, string> = {}
  for (const href of dropModulePreloads(html, FIXTURE_PAGE).preloads) {
    modules[href] = moduleHead(await readFile(path.join(client, href), 'utf8'))
  }
  const fixture: ModuleFixture = {
    versions: { reactRouter: await version(config.root, 'react-router'), vite: await version(config.root, 'vite') },
    modules,
  }
  const dir = path.join(config.root, FIXTURES)
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, '404.html'), trimPage(html))
  await writeFile(path.join(dir, '404-modules.json'), `${JSON.stringify(fixture, null, 2)}\n`)
  console.log(`Wrote ${FIXTURES}/404.html and 404-modules.json (${Object.keys(modules).length} modules) from ${client}.`)
}

if (import.meta.main) runCli(capture)
