import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LakeContext } from './context.ts'
import { badRequest, LakeError } from './errors.ts'
import { handleUpload } from './routes/assets.ts'
import { handleDoc } from './routes/doc.ts'
import { handleFile } from './routes/files.ts'
import { handleImage } from './routes/images.ts'
import { handleMutate } from './routes/mutate.ts'
import { handleQuery } from './routes/query.ts'

type Handler = (req: IncomingMessage, res: ServerResponse, context: LakeContext, url: URL, ...groups: string[]) => Promise<void>
interface Route {
  methods: string[]
  pattern: RegExp
  handle: Handler
}

// `/v{anything}/` is the API version: the lake answers every version the same way.
const routes: Route[] = [
  { methods: ['GET', 'HEAD', 'POST'], pattern: /^\/v[^/]+\/data\/query\/([^/]+)\/?$/, handle: handleQuery as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/v[^/]+\/data\/doc\/([^/]+)\/(.+)$/, handle: handleDoc as Handler },
  { methods: ['POST'], pattern: /^\/v[^/]+\/data\/mutate\/([^/]+)\/?$/, handle: handleMutate as Handler },
  { methods: ['POST'], pattern: /^\/v[^/]+\/assets\/(images|files)\/([^/]+)\/?$/, handle: handleUpload as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/images\/([^/]+)\/([^/]+)\/([^/]+)(?:\/[^/]*)?$/, handle: handleImage as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/files\/([^/]+)\/([^/]+)\/([^/]+)(?:\/[^/]*)?$/, handle: handleFile as Handler },
]

function requestUrl(req: IncomingMessage): URL {
  const raw = req.url ?? '/'
  try {
    // Concatenating keeps `//x` a path instead of a protocol-relative host.
    return new URL(raw.startsWith('/') ? `http://lake${raw}` : raw)
  } catch {
    throw badRequest('Malformed request URL')
  }
}

export async function dispatch(req: IncomingMessage, res: ServerResponse, context: LakeContext): Promise<void> {
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
