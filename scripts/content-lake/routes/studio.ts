/**
 * The account and project endpoints Sanity Studio calls while starting, answered for one local
 * editor with every permission. The Studio crashes on a 404 from `/users/me` or the dataset ACL and
 * shows its login screen for a user without an id; the rest only need a well-formed, empty answer.
 */
import type { LakeContext } from '../context.ts'
import { badRequest, LakeError } from '../errors.ts'
import { readJsonBody, sendJson, type LakeRequest, type LakeResponse } from '../http.ts'
import { LOCAL_EDITOR } from '../identity.ts'
import { isPlainObject } from '../json.ts'

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

type Answer = (context: LakeContext, url: URL, ...groups: string[]) => unknown

/** GET endpoints: path (after the API version) → answer. */
const answers: [RegExp, Answer][] = [
  [/^\/users\/me\/?$/, () => LOCAL_EDITOR],
  [/^\/auth\/id\/?$/, () => ({ id: LOCAL_EDITOR.id })],
  [/^\/projects\/([^/]+)\/?$/, (context) => project(context)],
  [/^\/projects\/[^/]+\/datasets\/?$/, (context) => [{ name: context.dataset, aclMode: 'public', tags: [], addonFor: null, datasetProfile: 'content' }]],
  [/^\/projects\/[^/]+\/datasets\/[^/]+\/acl\/?$/, () => [{ filter: '_id in path("**")', permissions: ALL_PERMISSIONS }]],
  [/^\/projects\/[^/]+\/datasets\/[^/]+\/settings\/indexing\/?$/, () => ({ mode: 'all' })],
  [/^\/projects\/[^/]+\/grants\/?$/, () => ({ 'sanity.project': [], 'sanity.project.datasets': [] })],
  [/^\/projects\/[^/]+\/roles\/?$/, () => LOCAL_EDITOR.roles],
  [/^\/projects\/[^/]+\/features(\/.*)?$/, () => []],
  [/^\/projects\/[^/]+\/user-applications(\/.*)?$/, () => []],
  [/^\/projects\/[^/]+\/members(\/.*)?$/, () => []],
  [/^\/features(\/.*)?$/, () => []],
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
    sendJson(res, 200, keys.split(',').filter(Boolean).map((key) => ({ key, value: store.get(key) ?? null })))
    return
  }
  const body = await readJsonBody(req)
  if (!Array.isArray(body)) throw badRequest('Expected an array of {key, value}')
  const saved = body.filter(isPlainObject).filter((pair) => typeof pair.key === 'string')
  for (const pair of saved) store.set(pair.key as string, pair.value ?? null)
  sendJson(res, 200, saved.map((pair) => ({ key: pair.key, value: pair.value ?? null })))
}

/** `/v*\/{rest}` of a Studio start-up endpoint; throws 404 for anything it does not know. */
export async function handleStudio(req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, rest: string): Promise<void> {
  const path = `/${rest}`
  const keyValue = /^\/users\/me\/keyvalue\/?(.*)$/.exec(path)
  if (keyValue) {
    await handleKeyValue(req, res, context, decodeURIComponent(keyValue[1] ?? ''))
    return
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new LakeError(405, 'httpMethodNotAllowed', `Method ${req.method ?? ''} is not allowed on ${url.pathname}`)
  }
  for (const [pattern, answer] of answers) {
    const match = pattern.exec(path)
    if (match) {
      sendJson(res, 200, answer(context, url, ...match.slice(1).map((group) => group ?? '')))
      return
    }
  }
  throw new LakeError(404, 'httpNotFound', `No route for ${req.method} ${url.pathname}`)
}
