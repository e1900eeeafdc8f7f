import type { LakeContext } from '../context.ts'
import { writeHead, type LakeRequest, type LakeResponse } from '../http.ts'

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Embedded content lake</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:40em;margin:2em auto;padding:0 1em;color:#1f2937">
<h1>The content lake is running</h1>
<p>This browser can reach it. You can close this tab and reload Sanity Studio.</p>
</body></html>
`

/**
 * GET /: a page for people, not clients. Editors open it once to accept the TLS listener's
 * self-signed certificate; after that the Studio's requests go through.
 */
export async function handleRoot(req: LakeRequest, res: LakeResponse, _context: LakeContext): Promise<void> {
  writeHead(res, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(PAGE)), 'Cache-Control': 'no-store' })
  if (req.method === 'HEAD') res.end()
  else res.end(PAGE)
}
