/**
 * The account and project endpoints Sanity Studio calls while starting, answered for one local
 * editor with every permission once signed in (routes/auth.ts). The Studio crashes on a 404 from
 * `/users/me` or the dataset ACL and shows its login screen for a user without an id (`{}`, as
 * Sanity answers an anonymous caller); the rest only need a well-formed, empty answer.
 */
import type { LakeContext } from '../context.ts'
import { badRequest, LakeError } from '../errors.ts'
import { canReadDrafts, requestIdentity, requireDraftAccess, requireWriteAccess } from '../access.ts'
import { readJsonBody, sendJson, type LakeRequest, type LakeResponse } from '../http.ts'
import { LOCAL_EDITOR } from '../identity.ts'
import { isPlainObject } from '../json.ts'
import { handleFetchToken, handleLoginPage, handleLogout, handleProviders } from './auth.ts'

const ALL_PERMISSIONS = ['history', 'read', 'update', 'create', 'manage']

function project(context: LakeContext) {
  const now = new Date(0).toISOString()
  return {
    id: context.projectId,
    displayName: 'Embedded content lake',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    maxRetentionDays: 0,
    activityFeedEnabled: false,
    createdAt: now,
    updatedAt: now,
    organizationId: null,
    organization: null,
    members: [{ id: LOCAL_EDITOR.id, role: 'administrator', roles: LOCAL_EDITOR.roles, isCurrentUser: true, isRobot: false, createdAt: now, updatedAt: now }],
    features: [],
    pendingInvites: 0,
  }
}

/**
 * The project's plan, which the Studio reads for its name and, on an archived release, for how long
 * archived releases are kept: this lake keeps them until staff delete them, so no removal date.
 */
function subscription(context: LakeContext) {
  return {
    id: `embedded-${context.projectId}`,
    projectId: context.projectId,
    productType: 'embedded',
    status: 'active',
    plan: { id: 'embedded', name: 'Embedded content lake', variantId: null },
    featureTypes: { retention: { features: [{ attributes: { maxRetentionDays: 0 } }] } },
  }
}

type Answer = (context: LakeContext, url: URL, ...groups: string[]) => unknown

/** GET endpoints: path (after the API version) → answer. */
const answers: [RegExp, Answer][] = [
  [/^\/projects\/([^/]+)\/?$/, (context) => project(context)],
  [/^\/projects\/[^/]+\/datasets\/?$/, (context) => [{ name: context.dataset, aclMode: 'public', tags: [], addonFor: null, datasetProfile: 'content' }]],
  [/^\/projects\/[^/]+\/datasets\/[^/]+\/acl\/?$/, () => [{ filter: '_id in path("**")', permissions: ALL_PERMISSIONS }]],
  [/^\/projects\/[^/]+\/datasets\/[^/]+\/settings\/indexing\/?$/, () => ({ mode: 'all' })],
  [/^\/projects\/[^/]+\/grants\/?$/, () => ({ 'sanity.project': [], 'sanity.project.datasets': [] })],
  [/^\/projects\/[^/]+\/roles\/?$/, () => LOCAL_EDITOR.roles],
  // Content Releases work against this lake (releases.ts, release-scheduler.ts).
  [/^\/projects\/[^/]+\/features\/?$/, () => ['contentReleases']],
  [/^\/projects\/[^/]+\/features\/.+$/, () => []],
  [
    /^\/projects\/[^/]+\/new-content-release-allowed\/?$/,
    () => ({ data: { datasetReleaseLimit: 1000, orgActiveReleaseLimit: null, orgMeteredActiveReleaseCount: 0 } }),
  ],
  [/^\/projects\/[^/]+\/user-applications(\/.*)?$/, () => []],
  [/^\/projects\/[^/]+\/members(\/.*)?$/, () => []],
  [/^\/subscriptions\/project\/[^/]+\/?$/, (context) => subscription(context)],
  [/^\/features\/?$/, () => ['contentReleases']],
  [/^\/features\/.+$/, () => []],
  [/^\/journey\/.*$/, () => ({})],
  [/^\/schedules\/.*$/, () => ({ schedules: [] })],
  [/^\/help\/?$/, () => ({})],
  // Telemetry stays on this machine: consent is "denied", so the Studio sends none.
  [/^\/intake\/telemetry-status\/?$/, () => ({ status: 'denied' })],
  [/^\/(data\/)?ping(\/[^/]*)?$/, () => ({ ok: true })],
  [/^\/users\/[^/]+\/?$/, () => LOCAL_EDITOR],
]

/** UI preferences (`/users/me/keyvalue`): kept while the lake runs, like a browser session. */
const keyValues = new WeakMap<LakeContext, Map<string, unknown>>()

function preferences(context: LakeContext): Map<string, unknown> {
  let map = keyValues.get(context)
  if (!map) keyValues.set(context, (map = new Map()))
  return map
}

async function handleKeyValue(req: LakeRequest, res: LakeResponse, context: LakeContext, keys: string): Promise<void> {
  const store = preferences(context)
  if (req.method === 'GET' || req.method === 'HEAD') {
    requireDraftAccess(req, context)
    sendJson(
      res,
      200,
      keys
        .split(',')
        .filter(Boolean)
        .map((key) => ({ key, value: store.get(key) ?? null })),
    )
    return
  }
  requireWriteAccess(req, context)
  const body = await readJsonBody(req)
  if (!Array.isArray(body)) throw badRequest('Expected an array of {key, value}')
  const saved = body.filter(isPlainObject).filter((pair) => typeof pair.key === 'string')
  for (const pair of saved) store.set(pair.key as string, pair.value ?? null)
  sendJson(
    res,
    200,
    saved.map((pair) => ({ key: pair.key, value: pair.value ?? null })),
  )
}

/** The signed-in editor, or `{}` for anyone else; the sign-in flow. Answers whether it handled `path`. */
async function handleAuth(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, path: string, version: string): Promise<boolean> {
  const get = req.method === 'GET' || req.method === 'HEAD'
  if (get && /^\/users\/me\/?$/.test(path)) sendJson(res, 200, canReadDrafts(requestIdentity(req, context)) ? LOCAL_EDITOR : {})
  else if (get && /^\/auth\/id\/?$/.test(path)) sendJson(res, 200, canReadDrafts(requestIdentity(req, context)) ? { id: LOCAL_EDITOR.id } : {})
  else if (get && /^\/auth\/providers\/?$/.test(path)) handleProviders(req, res, context, version)
  else if (get && /^\/auth\/login\/local\/?$/.test(path)) await handleLoginPage(res, context, url)
  else if (get && /^\/auth\/fetch\/?$/.test(path)) await handleFetchToken(req, res, context, url)
  else if (req.method === 'POST' && /^\/auth\/logout\/?$/.test(path)) await handleLogout(req, res, context)
  else return false
  return true
}

/** `/v*\/{rest}` of a Studio start-up endpoint; throws 404 for anything it does not know. */
export async function handleStudio(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, rest: string): Promise<void> {
  const path = `/${rest}`
  const version = url.pathname.split('/')[1] ?? 'v1'
  if (await handleAuth(req, res, context, url, path, version)) return
  const keyValue = /^\/users\/me\/keyvalue\/?(.*)$/.exec(path)
  if (keyValue) {
    await handleKeyValue(req, res, context, decodeURIComponent(keyValue[1] ?? ''))
    return
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new LakeError(405, 'httpMethodNotAllowed', `Method ${req.method ?? ''} is not allowed on ${url.pathname}`)
  }
  // Which datasets a project has is not public, on Sanity's API as here.
  if (/^\/projects\/[^/]+\/datasets\/?$/.test(path)) requireDraftAccess(req, context)
  for (const [pattern, answer] of answers) {
    const match = pattern.exec(path)
    if (match) {
      sendJson(res, 200, answer(context, url, ...match.slice(1).map((group) => group ?? '')))
      return
    }
  }
  throw new LakeError(404, 'httpNotFound', `No route for ${req.method} ${url.pathname}`)
}
