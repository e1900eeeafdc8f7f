/**
 * The browser's content requests (content-query.ts) against the real embedded lake, compared with
 * what @sanity/client answers and sends for the same configuration: every query of the site, the
 * parameter encoding, the POST of a long query, and the failures.
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seed } from '../../scripts/seed/import.ts'
import { POLICY_SLUGS, PRODUCT_CATEGORIES } from '../../shared/content-lists.ts'
import { anonymousRequest, startTestLake } from '../../services/content-lake/testing.ts'
import type { Lake } from '../../services/content-lake/server.ts'
import { apiBase, ContentQueryError, queryContent, queryRequest, type ContentQueryConfig } from './content-query'
import { PRODUCT_QUERY } from './product-query'
import * as queries from './queries'

const BASE_CONFIG = { projectId: 'embedded', dataset: 'production', apiVersion: '2025-02-19' }

function lakeConfig(lake: Lake): ContentQueryConfig {
  return { ...BASE_CONFIG, apiHost: lake.url, useProjectHostname: false, useCdn: false }
}

/** @sanity/client as the site configures it (sanity-client.ts): no token, published perspective, no retries. */
function sanityClient(config: ContentQueryConfig): SanityClient {
  return createClient({ ...config, perspective: 'published', maxRetries: 0 } satisfies ClientConfig)
}

afterEach(() => {
  vi.restoreAllMocks()
})

interface Case {
  name: string
  query: string
  params: Record<string, unknown>
}

/** Every query of the site with representative parameters: a blog post and a product with current papers from the seed. */
function siteQueries(post: { slug: string; category: string }, paper: { slug: string; today: string }): Case[] {
  const q = queries
  return [
    { name: 'SITE_SETTINGS_QUERY', query: q.SITE_SETTINGS_QUERY, params: { language: 'ar' } },
    { name: 'PRODUCTS_BY_IDS_QUERY', query: q.PRODUCTS_BY_IDS_QUERY, params: { ids: [1, 2, 17, 9999], language: 'ar' } },
    { name: 'TESTIMONIALS_QUERY', query: q.TESTIMONIALS_QUERY, params: {} },
    { name: 'BLOG_POSTS_QUERY', query: q.BLOG_POSTS_QUERY, params: { language: 'zh' } },
    { name: 'LATEST_POSTS_QUERY', query: q.LATEST_POSTS_QUERY, params: { limit: 3, language: 'en' } },
    { name: 'POSTS_BY_CATEGORY_QUERY', query: q.POSTS_BY_CATEGORY_QUERY, params: { category: post.category, language: 'ar' } },
    { name: 'BLOG_POST_QUERY', query: q.BLOG_POST_QUERY, params: { ...post, language: 'de' } },
    ...POLICY_SLUGS.map((slug) => ({ name: 'POLICY_QUERY', query: q.POLICY_QUERY, params: { slug, language: 'de' } })),
    { name: 'CERTIFICATES_QUERY', query: q.CERTIFICATES_QUERY, params: {} },
    { name: 'SITEMAP_CONTENT_QUERY', query: q.SITEMAP_CONTENT_QUERY, params: {} },
    { name: 'CATALOGUE_CARDS_QUERY', query: q.CATALOGUE_CARDS_QUERY, params: { category: null, language: 'ar' } },
    ...PRODUCT_CATEGORIES.map((category) => ({ name: 'CATALOGUE_CARDS_QUERY', query: q.CATALOGUE_CARDS_QUERY, params: { category, language: 'de' } })),
    { name: 'CATALOGUE_PAGE_QUERY', query: q.CATALOGUE_PAGE_QUERY, params: { category: null, start: 24, end: 48, language: 'zh' } },
    { name: 'CATALOGUE_PAGE_QUERY', query: q.CATALOGUE_PAGE_QUERY, params: { category: 'Makhana', start: 0, end: 24, language: 'en' } },
    { name: 'CATALOGUE_REVISION_QUERY', query: q.CATALOGUE_REVISION_QUERY, params: {} },
    { name: 'BUILT_CATALOGUE_QUERY', query: q.BUILT_CATALOGUE_QUERY, params: { language: 'de' } },
    { name: 'FEATURED_CARDS_QUERY', query: q.FEATURED_CARDS_QUERY, params: { start: 8, end: 32, language: 'ar' } },
    { name: 'HOME_QUERY', query: q.HOME_QUERY, params: { limit: 3, start: 0, end: 24, language: 'zh' } },
    { name: 'PRODUCT_QUERY', query: PRODUCT_QUERY, params: { ...paper, language: 'ar' } },
  ]
}

describe('every query of the site, against the embedded lake', () => {
  it('covers every query that queries.ts exports, and the product page’s', () => {
    const exported = Object.keys(queries).filter((name) => name.endsWith('_QUERY'))
    expect(exported.length).toBeGreaterThan(10)
    const covered = siteQueries({ slug: '', category: '' }, { slug: '', today: '' }).map((c) => c.name)
    expect(new Set(covered)).toEqual(new Set([...exported, 'PRODUCT_QUERY']))
  })

  it('answers each one exactly as @sanity/client does, published documents only, and as groq-js evaluates it', async () => {
    const { lake, client } = await startTestLake()
    await seed(client)
    // A draft the published perspective must leave out, on both paths.
    await client.createOrReplace({ _id: 'drafts.product-1', _type: 'product', name: 'A draft name', productId: 1, slug: { _type: 'slug', current: 'a-draft' } })
    const config = lakeConfig(lake)
    const sanity = sanityClient(config)
    const post = await client.fetch<{ slug: string; category: string }>(
      '*[_type == "blogPost"] | order(_id)[0]{ "slug": slug.current, "category": lower(category) }',
    )
    const paper = await client.fetch<{ slug: string; today: string }>(
      '*[_type == "complianceDocument"] | order(_id)[0]{ "slug": product->slug.current, "today": testedOn }',
    )

    // The lake evaluates synchronously and through its index (services/content-lake/groq.ts); the reference is groq-js's asynchronous full scan.
    const published = await sanity.fetch<unknown[]>('*')
    const reference = async (query: string, params: Record<string, unknown>) =>
      (await evaluate(parse(query, { params }), { dataset: published, params, sanity: { projectId: 'embedded', dataset: 'production' } })).get()
    for (const { name, query, params } of siteQueries(post, paper)) {
      const label = `${name} ${JSON.stringify(params)}`
      const expected = await sanity.fetch(query, params)
      // An empty answer would prove little: each case finds content in the seed.
      expect(expected, label).toBeTruthy()
      if (Array.isArray(expected)) expect(expected.length, label).toBeGreaterThan(0)
      expect(await queryContent(config, query, params), label).toEqual(expected)
      expect(expected, label).toEqual(await reference(query, params))
    }
    const names = await queryContent<string[]>(config, '*[_type == "product"].name')
    expect(names).toHaveLength(56)
    expect(names).not.toContain('A draft name')
  })
})

describe('the request', () => {
  /** A loopback server that records each request and answers `{ result: null }`. */
  async function recorder() {
    const seen: { method: string; url: string; body: string; headers: IncomingMessage['headers'] }[] = []
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers })
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":null}')
      })
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const config: ContentQueryConfig = { ...BASE_CONFIG, apiHost: `http://127.0.0.1:${port}`, useProjectHostname: false, useCdn: false }
    return { seen, config, close: () => new Promise((resolve) => server.close(resolve)) }
  }

  const tricky = { text: `say "cumin" & 'jeera' = जीरा 🌶 +50% ?x#y`, list: ['a&b', 'c=d'], none: null, count: 3 }

  it('is the one @sanity/client sends: same method, path, parameter encoding, perspective and project header', async () => {
    const { seen, config, close } = await recorder()
    try {
      const query = '*[_type == "product" && name match $text]{ name }'
      await sanityClient(config).fetch(query, tricky)
      await queryContent(config, query, tricky)
      const [theirs, ours] = seen
      expect(ours?.method).toBe('GET')
      expect(ours?.url).toBe(theirs?.url)
      expect(ours?.url).toMatch(/^\/v2025-02-19\/data\/query\/production\?query=.*&perspective=published$/)
      const search = new URL(ours?.url ?? '', 'http://x').searchParams
      expect(search.get('query')).toBe(query)
      expect(JSON.parse(search.get('$text') ?? '')).toBe(tricky.text)
      expect(JSON.parse(search.get('$list') ?? '')).toEqual(tricky.list)
      expect(search.get('$none')).toBe('null')
      expect(ours?.headers['x-sanity-project-id']).toBe('embedded')
      expect(ours?.headers.cookie).toBeUndefined()
    } finally {
      await close()
    }
  })

  it('posts a long query as JSON, as @sanity/client does, with the perspective still in the URL', async () => {
    const { seen, config, close } = await recorder()
    try {
      const slugs = Array.from({ length: 1500 }, (_, i) => `"slug-${i}"`).join(', ')
      const query = `*[_type == "product" && slug.current in [${slugs}]]{ name }`
      await sanityClient(config).fetch(query, tricky)
      await queryContent(config, query, tricky)
      const [theirs, ours] = seen
      expect(ours?.method).toBe('POST')
      expect(theirs?.method).toBe('POST')
      expect(ours?.url).toBe(theirs?.url)
      expect(ours?.url).toBe('/v2025-02-19/data/query/production?returnQuery=false&perspective=published')
      expect(ours?.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(ours?.body ?? '')).toEqual(JSON.parse(theirs?.body ?? ''))
      expect(JSON.parse(ours?.body ?? '')).toEqual({ query, params: tricky })
    } finally {
      await close()
    }
  })

  it('goes to the same host as @sanity/client: API CDN, API, or the configured host', () => {
    const configs: ContentQueryConfig[] = [
      { ...BASE_CONFIG, projectId: 'abc123', useCdn: true },
      { ...BASE_CONFIG, projectId: 'abc123', useCdn: false },
      { ...BASE_CONFIG, projectId: 'abc123', apiVersion: 'v2025-02-19', useCdn: true },
      { ...BASE_CONFIG, projectId: 'abc123', apiHost: 'https://api.example.com', useCdn: true },
      { ...BASE_CONFIG, apiHost: 'http://127.0.0.1:4890', useProjectHostname: false, useCdn: false },
    ]
    for (const config of configs) {
      const { url, cdnUrl } = createClient(config).config()
      expect(apiBase(config), JSON.stringify(config)).toBe(config.useCdn === false ? url : cdnUrl)
    }
    expect(apiBase(configs[0] as ContentQueryConfig)).toBe('https://abc123.apicdn.sanity.io/v2025-02-19')
    expect(queryRequest(configs[0] as ContentQueryConfig, 'count(*)').init.headers).toEqual({})
  })
})

describe('the query against the lake', () => {
  it('carries a parameter with quotes, unicode and & unchanged, by GET and by POST', async () => {
    const { lake } = await startTestLake()
    const config = lakeConfig(lake)
    const value = `say "cumin" & 'jeera' = जीरा 🌶 +50% ?x#y`
    const fetch = vi.spyOn(globalThis, 'fetch')
    expect(await queryContent(config, '$value', { value })).toBe(value)
    const long = `$value + "${'x'.repeat(12_000)}"`
    expect(await queryContent(config, long, { value })).toBe(`${value}${'x'.repeat(12_000)}`)
    expect(fetch.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(['GET', 'POST'])
    for (const [, init] of fetch.mock.calls) expect(init?.credentials).toBe('omit')
  })

  it('rejects an invalid query with the status and the server’s description', async () => {
    const { lake } = await startTestLake()
    const config = lakeConfig(lake)
    const invalid = '*[_type == '
    const error = await queryContent(config, invalid).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContentQueryError)
    const raw = await anonymousRequest(lake, queryRequest(config, invalid).url.slice(lake.url.length))
    const description = (raw.body as { error: { description: string } }).error.description
    expect(description).not.toBe('')
    expect(error).toMatchObject({ statusCode: 400, message: description })
  })

  it('rejects when the server answers without JSON, with the HTTP status', async () => {
    const server = createServer((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      const { port } = server.address() as AddressInfo
      const config = { ...BASE_CONFIG, apiHost: `http://127.0.0.1:${port}`, useProjectHostname: false, useCdn: false }
      await expect(queryContent(config, 'count(*)')).rejects.toMatchObject({ statusCode: 502, message: 'HTTP 502 Bad Gateway' })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('rejects when the content server cannot be reached', async () => {
    const config = { ...BASE_CONFIG, apiHost: 'http://127.0.0.1:9', useProjectHostname: false, useCdn: false }
    const error = await queryContent(config, 'count(*)').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toHaveProperty('statusCode')
  })
})
