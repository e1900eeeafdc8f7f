/**
 * A loopback fake of the community forum's search API, for the unit tests of the
 * adapter and for the browser tests when the community source is switched on.
 * It answers only the documented request and says 400 to anything else, so a test proves
 * the site speaks it: GET /r/{category}/search.json?restrict_sr=1&sort=relevance&q=*
 * (plain Node, erasable TypeScript only: scripts/e2e.ts runs it with type stripping).
 */
import http from 'node:http'

export interface FakeForumPost {
  id: string
  title: string
  selftext: string
  /** 'self' and 'default' are what the forum sends for posts without a picture. */
  thumbnail: 'self' | 'default' | 'picture'
}

export const COMMUNITY_FIXTURES: Record<string, FakeForumPost[]> = {
  health: [
    {
      id: 'c1h',
      title: 'Makhana as an evening snack: my notes',
      selftext: 'Swapped chips for roasted makhana for a month. Fewer cravings.',
      thumbnail: 'picture',
    },
    { id: 'c2h', title: 'Is jeera water worth it?', selftext: '', thumbnail: 'self' },
  ],
  recipes: [{ id: 'c1r', title: 'Peri-peri makhana in the air fryer', selftext: '180 °C for 8 minutes, toss halfway.', thumbnail: 'default' }],
}

const THUMBNAIL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 140 140" width="140" height="140"><rect width="140" height="140" fill="#fde68a"/><circle cx="70" cy="70" r="36" fill="#fffbeb"/></svg>'

export interface CommunityForumFake {
  url: string
  /** Path and query of every search request received, in order. */
  requests: string[]
  close(): Promise<void>
}

function send(res: http.ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-store',
  })
  res.end(body)
}

function listing(base: string, category: string): object {
  const posts = COMMUNITY_FIXTURES[category] ?? []
  return {
    kind: 'Listing',
    data: {
      children: posts.map((p) => ({
        kind: 't3',
        data: {
          id: p.id,
          title: p.title,
          selftext: p.selftext,
          thumbnail: p.thumbnail === 'picture' ? `${base}/thumbs/${p.id}.svg` : p.thumbnail,
          permalink: `/r/${category}/comments/${p.id}/`,
        },
      })),
    },
  }
}

export function startCommunityForum(options: { port?: number; host?: string } = {}): Promise<CommunityForumFake> {
  const host = options.host ?? '127.0.0.1'
  const requests: string[] = []
  let base = ''
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base || 'http://localhost')
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Accept', 'Access-Control-Allow-Methods': 'GET' })
      res.end()
      return
    }
    if (req.method !== 'GET') return send(res, 405, JSON.stringify({ message: 'Method Not Allowed' }))
    const thumb = /^\/thumbs\/[\w-]+\.svg$/.exec(url.pathname)
    if (thumb) return send(res, 200, THUMBNAIL_SVG, 'image/svg+xml')
    const search = /^\/r\/([^/]+)\/search\.json$/.exec(url.pathname)
    if (!search?.[1]) return send(res, 404, JSON.stringify({ message: 'Not Found', error: 404 }))
    requests.push(`${url.pathname}${url.search}`)
    const q = url.searchParams
    if (q.get('restrict_sr') !== '1' || q.get('sort') !== 'relevance' || q.get('q') !== '*') {
      return send(res, 400, JSON.stringify({ message: 'Bad Request', error: 400 }))
    }
    send(res, 200, JSON.stringify(listing(base, decodeURIComponent(search[1]).toLowerCase())))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      base = `http://${host}:${port}`
      resolve({
        url: base,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
