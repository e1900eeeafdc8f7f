/**
 * The lake's site API: what Sanity's Content Lake offers every API client, and what the site,
 * @sanity/client, the seed and the editors' tools call. Reads (query, doc, listen, live events),
 * the dataset export (NDJSON, for @sanity/export), asset delivery (images, files) and the write API (mutate, actions, asset uploads), plus the page
 * at `/` that tells a person the lake is running.
 */
import type { Handler, Route } from './router.ts'
import { handleActions } from './routes/actions.ts'
import { handleUpload } from './routes/assets.ts'
import { handleDoc } from './routes/doc.ts'
import { handleExport } from './routes/export.ts'
import { handleFile } from './routes/files.ts'
import { handleImage } from './routes/images.ts'
import { handleListen } from './routes/listen.ts'
import { handleLiveEvents } from './routes/live.ts'
import { handleMutate } from './routes/mutate.ts'
import { handleQuery } from './routes/query.ts'
import { handleRoot } from './routes/root.ts'

// `/v{anything}/` is the API version: the lake answers every version the same way.
export const siteRoutes: readonly Route[] = [
  { methods: ['GET', 'HEAD'], pattern: /^\/$/, handle: handleRoot as Handler },
  { methods: ['GET', 'HEAD', 'POST'], pattern: /^\/v[^/]+\/data\/query\/([^/]+)\/?$/, handle: handleQuery as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/v[^/]+\/data\/doc\/([^/]+)\/(.+)$/, handle: handleDoc as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/v[^/]+\/data\/export\/([^/]+)\/?$/, handle: handleExport as Handler },
  { methods: ['GET'], pattern: /^\/v[^/]+\/data\/listen\/([^/]+)\/?$/, handle: handleListen as Handler },
  { methods: ['GET'], pattern: /^\/v[^/]+\/data\/live\/events\/([^/]+)\/?$/, handle: handleLiveEvents as Handler },
  { methods: ['POST'], pattern: /^\/v[^/]+\/data\/mutate\/([^/]+)\/?$/, handle: handleMutate as Handler },
  { methods: ['POST'], pattern: /^\/v[^/]+\/data\/actions\/([^/]+)\/?$/, handle: handleActions as Handler },
  { methods: ['POST'], pattern: /^\/v[^/]+\/assets\/(images|files)\/([^/]+)\/?$/, handle: handleUpload as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/images\/([^/]+)\/([^/]+)\/([^/]+)(?:\/[^/]*)?$/, handle: handleImage as Handler },
  { methods: ['GET', 'HEAD'], pattern: /^\/files\/([^/]+)\/([^/]+)\/([^/]+)(?:\/[^/]*)?$/, handle: handleFile as Handler },
]
