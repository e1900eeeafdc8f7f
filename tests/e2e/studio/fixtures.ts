import { test as base, expect, type APIRequestContext, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test'
import { readLakeToken } from '../../../services/content-lake/token.ts'

/** The origins of this machine's services: a failure there is a failure of the product. */
function ownOrigins(): string[] {
  return [process.env.E2E_BASE_URL, process.env.E2E_STUDIO_URL, process.env.E2E_LAKE_URL, process.env.E2E_LAKE_TLS_URL, process.env.E2E_MAIL_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin)
}

/**
 * What the Studio does that cannot work offline and does not affect editing: its "newer version
 * available" check and its fonts, both on Sanity's CDN.
 */
const OFFLINE_STUDIO_NOISE = [
  /^Failed to fetch version for package/,
  // Presentation logs this when the preview's overlays take over 8 s to connect, as they can on a
  // loaded test machine; the Presentation test then checks that they do connect (drafts, click-to-edit).
  /^Unable to connect to visual editing/,
]

/**
 * What the Studio's presence client logs when its page is left for another one (a test opening the
 * site in the same tab): it sends a last message on a socket the browser is already closing. It
 * counts only while the tab leaves the Studio; at any other time it is a problem like any other.
 */
const STUDIO_UNLOAD_NOISE = /^WebSocket is already in CLOSING or CLOSED state\.$/

function isOwn(url: string, origins: string[]): boolean {
  return origins.some((origin) => url.startsWith(origin))
}

function consoleProblem(message: ConsoleMessage, origins: string[]): string | null {
  if (message.type() !== 'error') return null
  const text = message.text()
  if (OFFLINE_STUDIO_NOISE.some((pattern) => pattern.test(text))) return null
  // "Failed to load resource" names no URL in its text: the location says whose resource failed.
  const where = message.location().url
  if (text.startsWith('Failed to load resource') && where && !isOwn(where, origins)) return null
  return `console error: ${text}${where ? ` (${where})` : ''}`
}

/**
 * Signs in as an editor does: the Studio's sign-in screen, "Sign in on this computer", and back in
 * the Studio (the lake's page hands it a one-time id that it exchanges for a session).
 */
export async function signInToStudio(page: Page): Promise<void> {
  const studio = process.env.E2E_STUDIO_URL
  if (!studio) throw new Error('E2E_STUDIO_URL is not set: run this suite with `node scripts/e2e-studio.ts`')
  await page.goto(new URL('/structure', studio).toString())
  await page.getByRole('link', { name: 'Sign in on this computer' }).click()
  // Signed in: the Studio's tools (its sign-in screen has none). Its first load after a build is slow.
  await expect(page.getByRole('link', { name: 'Structure', exact: true })).toBeVisible({ timeout: 60_000 })
}

/** The signed-in editor's menu button (the avatar, named "Local editor" on it or on its picture). */
export function editorMenu(page: Page) {
  const named = page.getByRole('button', { name: 'Local editor', exact: true })
  return named.or(page.getByRole('button').filter({ has: page.getByLabel('Local editor', { exact: true }) })).first()
}

/**
 * Like ../fixtures: a test fails on a console error or failed request of our own services. Every
 * test starts signed in to the Studio: once per worker, an editor signs in through the real sign-in
 * screen, and each test's browser starts with what that left in the browser (the session token).
 */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export const test = base.extend<{ problems: string[] }, { editorSession: StorageState }>({
  editorSession: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ignoreHTTPSErrors: true })
      const page = await context.newPage()
      await signInToStudio(page)
      const state = await context.storageState()
      await context.close()
      await use(state)
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  storageState: async ({ editorSession }, provide) => provide(editorSession),
  problems: [
    async ({ page }, use) => {
      const problems: string[] = []
      const origins = ownOrigins()
      const studio = process.env.E2E_STUDIO_URL ? new URL(process.env.E2E_STUDIO_URL).origin : null
      // From the request that takes the tab away from the Studio until the next page has loaded.
      let leavingStudio = false
      page.on('request', (request) => {
        if (studio && request.isNavigationRequest() && request.frame() === page.mainFrame() && page.url().startsWith(studio)) leavingStudio = true
      })
      page.on('load', () => {
        leavingStudio = false
      })
      page.on('console', (message) => {
        if (leavingStudio && STUDIO_UNLOAD_NOISE.test(message.text()) && studio && message.location().url.startsWith(studio)) return
        const problem = consoleProblem(message, origins)
        if (problem) problems.push(problem)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? ''
        // Leaving a page (or the Studio closing a stream) aborts requests: not a failure.
        if (failure.includes('ERR_ABORTED') || !isOwn(request.url(), origins)) return
        problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`)
      })
      page.on('response', (response) => {
        if (response.status() >= 400 && isOwn(response.url(), origins)) {
          problems.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`)
        }
      })
      await use(problems)
      expect(problems, 'console errors or failed requests of the site, the Studio or the lake').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** A GROQ query straight to the embedded lake, as the site's build does (`raw` also sees drafts). */
export async function lakeQuery<T>(request: APIRequestContext, query: string, params: Record<string, unknown> = {}, perspective = 'published'): Promise<T> {
  const lake = process.env.E2E_LAKE_URL
  if (!lake) throw new Error('E2E_LAKE_URL is not set: run this suite with `node scripts/e2e-studio.ts`')
  const url = new URL('/v2025-02-19/data/query/production', lake)
  url.searchParams.set('query', query)
  url.searchParams.set('perspective', perspective)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(`$${key}`, JSON.stringify(value))
  // Drafts (`raw`) are the editor's: the lake shows them only with its token.
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run this suite with `node scripts/e2e-studio.ts`')
  const response = await request.get(url.toString(), { headers: { Authorization: `Bearer ${readLakeToken(dataDir)}` } })
  if (!response.ok()) throw new Error(`lake query failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { result: T }).result
}

/**
 * Deletes the draft of a document, with the lake's token, as Discard changes does: a test starts
 * from the published document even when an earlier try of it left an edit behind.
 */
export async function discardDraft(request: APIRequestContext, id: string): Promise<void> {
  const lake = process.env.E2E_LAKE_URL
  const dataDir = process.env.E2E_DATA_DIR
  if (!lake || !dataDir) throw new Error('E2E_LAKE_URL and E2E_DATA_DIR are not set: run this suite with `node scripts/e2e-studio.ts`')
  const response = await request.post(new URL('/v2025-02-19/data/mutate/production', lake).toString(), {
    data: { mutations: [{ delete: { id: `drafts.${id}` } }] },
    headers: { Authorization: `Bearer ${readLakeToken(dataDir)}` },
  })
  if (!response.ok()) throw new Error(`discarding the draft of ${id} failed: ${response.status()} ${await response.text()}`)
}

/**
 * Waits until the Studio has sent the editor's changes: the draft in the lake matches `expected`.
 * (The Studio sends edits about once a second; publishing before the last one arrives races it.)
 */
export async function draftSaved(
  request: APIRequestContext,
  filter: string,
  params: Record<string, unknown>,
  expected: Record<string, unknown>,
): Promise<void> {
  const fields = Object.keys(expected)
    .map((key) => JSON.stringify(key) + ': ' + key)
    .join(', ')
  await expect.poll(() => lakeQuery(request, `*[_id in path("drafts.**") && ${filter}][0]{${fields}}`, params, 'raw')).toEqual(expected)
}

/**
 * Whether the published document matching `filter` has the `expected` fields (one look, no wait):
 * the lake's own word that a publish happened, whatever the Studio's toast did.
 */
export function publishedWith(
  request: APIRequestContext,
  filter: string,
  params: Record<string, unknown>,
  expected: Record<string, unknown>,
): () => Promise<boolean> {
  const fields = Object.keys(expected)
    .map((key) => JSON.stringify(key) + ': ' + key)
    .join(', ')
  return async () => {
    const found = await lakeQuery<Record<string, unknown> | null>(request, `*[!(_id in path("drafts.**")) && ${filter}][0]{${fields}}`, params, 'raw')
    return JSON.stringify(found) === JSON.stringify(expected)
  }
}
