import type { LakeRequest, LakeResponse } from './http.ts'
import type { LakeContext } from './context.ts'
import { badRequest, LakeError } from './errors.ts'
import { handleActions } from './routes/actions.ts'
import { handleUpload } from './routes/assets.ts'
import { handleDoc } from './routes/doc.ts'
import { handleFile } from './routes/files.ts'
import { handleHistory } from './routes/history.ts'
import { handleImage } from './routes/images.ts'
import { handleListen } from './routes/listen.ts'
import { handleLiveEvents } from './routes/live.ts'
import { handleMutate } from './routes/mutate.ts'
import { handleQuery } from './routes/query.ts'
import { handleRoot } from './routes/root.ts'
import { handleStudio } from './routes/studio.ts'

type Handler = (req: LakeRequest, res: LakeResponse, context: LakeContext, url: URL, ...groups: string[]) => Promise<void>
interface Route {
  methods: string[]
  pattern: RegExp
  handle: Handler
}

// `/v{anything}/` is the API version: the lake answers every version the same way.
const routes: Route[] = [
  { methods: ['GET', 'HEAD'], pattern: /^\/$/, handle: handleRoot as Handler },
  { methods: ['GET', 'HEAD', 'POST'], pattern: /^\/v[^/]+\/data\/query\/([^/]+)\/?$/, handle: handleQuery as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/v[^/]+\/data\/doc\/([^/]+)\/(.+)$/, handle: handleDoc as Handler },
  { methods: ['GET'], pattern: /^\/v[^/]+\/data\/listen\/([^/]+)\/?$/, handle: handleListen as Handler },
  { methods: ['GET'], pattern: /^\/v[^/]+\/data\/live\/events\/([^/]+)\/?$/, handle: handleLiveEvents as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/v[^/]+\/data\/history\/([^/]+)\/([a-z]+)\/.*$/, handle: handleHistory as Handler },
  { methods: ['POST'], pattern: /^\/v[^/]+\/data\/mutate\/([^/]+)\/?$/, handle: handleMutate as Handler },
  { methods: ['POST'], pattern: /^\/v[^/]+\/data\/actions\/([^/]+)\/?$/, handle: handleActions as Handler },
  { methods: ['POST'], pattern: /^\/v[^/]+\/assets\/(images|files)\/([^/]+)\/?$/, handle: handleUpload as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/images\/([^/]+)\/([^/]+)\/([^/]+)(?:\/[^/]*)?$/, handle: handleImage as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/files\/([^/]+)\/([^/]+)\/([^/]+)(?:\/[^/]*)?$/, handle: handleFile as Handler },
  // The Studio's account and project endpoints (it checks the method itself).
  { methods: ['GET', 'HEAD', 'PUT', 'POST', 'PATCH'], pattern: /^\/v[^/]+\/((?:users|auth|projects|features|journey|schedules|help|intake|ping|data\/ping)(?:\/.*)?)$/, handle: handleStudio as Handler },
]

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
