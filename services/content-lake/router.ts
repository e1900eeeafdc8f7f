/**
 * Routes a request to the lake's site API (site-api.ts: what the site and every client call) or,
 * failing that, to the endpoints only the Studio calls (studio-api.ts). No path matches both
 * tables (router.test.ts), so the order between them changes no answer.
 */
import type { LakeContext } from './context.ts'
import { badRequest, LakeError } from './errors.ts'
import type { LakeRequest, LakeResponse } from './http.ts'
import { siteRoutes } from './site-api.ts'
import { studioRoutes } from './studio-api.ts'

export type Handler = (req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, ...groups: string[]) => Promise<void>
export interface Route {
  methods: string[]
  pattern: RegExp
  handle: Handler
}

export const routes: readonly Route[] = [...siteRoutes, ...studioRoutes]

function requestUrl(req: LakeRequest): URL {
  const raw = req.url ?? '/'
  try {
    // Concatenating keeps `//x` a path instead of a protocol-relative host.
    return new URL(raw.startsWith('/') ? `http://lake${raw}` : raw)
  } catch {
    throw badRequest('Malformed request URL')
  }
}

export async function dispatch(req: LakeRequest, res: LakeResponse, context: LakeContext): Promise<void> {
  const url = requestUrl(req)
  const method = req.method ?? 'GET'
  for (const route of routes) {
    const match = route.pattern.exec(url.pathname)
    if (!match) continue
    if (!route.methods.includes(method)) {
      res.setHeader('Allow', route.methods.join(', '))
      throw new LakeError(405, 'httpMethodNotAllowed', `Method ${method} is not allowed on ${url.pathname}`)
    }
    await route.handle(req, res, context, url, ...match.slice(1).map((group) => group ?? ''))
    return
  }
  throw new LakeError(404, 'httpNotFound', `No route for ${method} ${url.pathname}`)
}
