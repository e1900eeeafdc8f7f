import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const require = createRequire(path.join(root, 'package.json'))

// React Router 7's dev tooling passes Vite's deprecated `envFile: false`; Vite 8.1+ warns on every
// internal server it starts. patches/ swaps it for `envDir: false` (the upstream fix is in React Router 8).
describe('installed tooling', () => {
  it('React Router dev tooling no longer passes the deprecated envFile option', async () => {
    const dist = path.dirname(require.resolve('@react-router/dev/package.json'))
    for (const file of ['dist/vite.js', 'dist/cli/index.js']) {
      const source = await readFile(path.join(dist, file), 'utf8')
      expect(source, file).not.toMatch(/envFile:\s*false/)
      expect(source, file).toMatch(/envDir:\s*false/)
    }
  })

  // The same patch shares a large catalogue's pre-rendering among worker threads (docs/decisions/046);
  // the browser tests' build uses two, so what they check was rendered on both.
  it('React Router pre-renders in shares, on worker threads', async () => {
    const dist = path.dirname(require.resolve('@react-router/dev/package.json'))
    const source = await readFile(path.join(dist, 'dist/vite.js'), 'utf8')
    expect(source).toMatch(/prerenderInWorker\(\{ \.\.\.shared, paths \}\)/)
    expect(source).toContain('PRERENDER_THREADS')
  })

  it("React Router's route matching (the development build Node runs) compiles each path once", async () => {
    const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/development')
    const chunks = (await readdir(dist)).filter((file) => /^chunk-.*\.m?js$/.test(file))
    const compiling = await Promise.all(
      chunks.map(async (file) => ((await readFile(path.join(dist, file), 'utf8')).includes('function compilePath(') ? file : null)),
    )
    const withCompilePath = compiling.filter((file) => file !== null)
    expect(withCompilePath.length).toBeGreaterThanOrEqual(2)
    for (const file of withCompilePath) expect(await readFile(path.join(dist, file), 'utf8'), file).toContain('compiledPaths.get(key)')
  })

  it('the patches target the installed versions of @react-router/dev and react-router', async () => {
    const marks = {
      '@react-router/dev': ['envDir: false', 'prerenderInWorker', 'react-router.staticRouteTree'],
      'react-router': ['compiledPaths', 'react-router.staticRouteTree', 'prerenderedDataOf'],
    }
    for (const [name, marked] of Object.entries(marks)) {
      const { version } = JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }
      const patch = await readFile(path.join(root, 'patches', `${name.replace('/', '+')}+${version}.patch`), 'utf8')
      for (const mark of marked) expect(patch, name).toContain(mark)
    }
  })
})

// Remembered compiled paths must still tell apart what compiles differently: case, the end of the
// path, parameters (patches/react-router+*.patch).
describe('route matching with compiled paths remembered', () => {
  it('answers as before, called again and again with the same and with differing options', async () => {
    const { matchPath, matchRoutes } = await import('react-router')
    for (let round = 0; round < 2; round++) {
      expect(matchPath({ path: '/Products/:slug', caseSensitive: true }, '/products/cumin')).toBeNull()
      expect(matchPath({ path: '/Products/:slug', caseSensitive: false }, '/products/cumin')?.params).toEqual({ slug: 'cumin' })
      expect(matchPath({ path: '/products', end: true }, '/products/cumin')).toBeNull()
      expect(matchPath({ path: '/products', end: false }, '/products/cumin')?.pathnameBase).toBe('/products')
      const routes = [
        {
          id: 'layout',
          children: [
            { id: 'product', path: 'products/:slug' },
            { id: 'rest', path: '*' },
          ],
        },
      ]
      expect(matchRoutes(routes, '/products/cumin')?.map((m) => [m.route.id, m.params.slug])).toEqual([
        ['layout', 'cumin'],
        ['product', 'cumin'],
      ])
      expect(matchRoutes(routes, '/ar/about')?.at(-1)?.route.id).toBe('rest')
    }
  })
})

// The build's own route trees (React Router's pre-rendering) are marked as never changing, and
// matchRoutes flattens and ranks such a tree once (patches/, docs/decisions/046). Any other tree may
// change between calls (routes discovered on navigation), so it is read afresh every time.
describe('route matching on a tree marked as never changing', () => {
  const STATIC_TREE = Symbol.for('react-router.staticRouteTree')
  const tree = (extra: string) => [
    {
      id: 'layout',
      children: [
        { id: 'index', index: true },
        { id: 'products', path: 'products' },
        { id: 'product', path: 'products/:slug' },
        { id: extra, path: extra },
        { id: 'rest', path: '*' },
      ],
    },
  ]
  const leaf = (matches: { route: { id?: string } }[] | null) => matches?.at(-1)?.route.id ?? null
  const paths = ['/', '/products', '/products/cumin', '/products/cumin/more', '/about', '/blog', '/ar/about']

  it('answers as on an unmarked tree, for each marked tree its own, called again and again', async () => {
    const { matchRoutes } = await import('react-router')
    const marked = { about: Object.assign(tree('about'), { [STATIC_TREE]: true }), blog: Object.assign(tree('blog'), { [STATIC_TREE]: true }) }
    for (let round = 0; round < 2; round++) {
      for (const extra of ['about', 'blog'] as const) {
        for (const path of paths) expect(leaf(matchRoutes(marked[extra], path)), `${extra} ${path}`).toBe(leaf(matchRoutes(tree(extra), path)))
      }
    }
    expect(leaf(matchRoutes(marked.about, '/about'))).toBe('about')
    expect(leaf(matchRoutes(marked.blog, '/about'))).toBe('rest')
  })

  it('reads an unmarked tree afresh when it has changed since the last match', async () => {
    const { matchRoutes } = await import('react-router')
    const routes = tree('about')
    expect(leaf(matchRoutes(routes, '/ar/about'))).toBe('rest')
    routes[0]!.children.unshift({ id: 'arabic-about', path: 'ar/about' })
    expect(leaf(matchRoutes(routes, '/ar/about'))).toBe('arabic-about')
  })
})

// The build renders each page with its data in a header; the loaders of one request share one
// decoding of it (patches/react-router+*.patch, docs/decisions/046). What they return is unchanged.
describe("a pre-rendered page's data, decoded once per request", () => {
  // Both development builds: the build's server imports the ES module; the CommonJS one is what
  // Vitest's own `import('react-router')` resolves to, and a `require` on Node without module-sync.
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/development')
  const builds: Record<string, () => Promise<typeof import('react-router')>> = {
    'ES module': () => import(pathToFileURL(path.join(dist, 'index.mjs')).href),
    CommonJS: async () => require(path.join(dist, 'index.js')) as typeof import('react-router'),
  }
  it.each(Object.keys(builds))('gives each route its own data, from one decoding that the loaders share (%s)', async (kind) => {
    const { createRequestHandler } = await builds[kind]!()
    const shared = { name: 'cumin' }
    let loaderData: Record<string, { shared: object; route: string }> = {}
    const page = (id: string, path: string, parentId?: string) => ({
      id,
      path,
      parentId,
      module: { loader: () => ({ shared, route: id }), default: () => null },
    })
    const routes = { root: page('root', ''), products: page('products', 'products', 'root'), product: page('product', ':slug', 'products') }
    const build = {
      entry: {
        module: {
          default: (_request: Request, status: number, _headers: Headers, context: { staticHandlerContext: { loaderData: typeof loaderData } }) => {
            loaderData = context.staticHandlerContext.loaderData
            return new Response('page', { status })
          },
        },
      },
      routes,
      assets: {
        entry: { module: '', imports: [] },
        routes: Object.fromEntries(Object.values(routes).map(({ id, path, parentId }) => [id, { id, path, parentId, hasLoader: true, module: '' }])),
        url: '',
        version: '1',
      },
      future: {},
      prerender: ['/products/cumin'],
      ssr: true,
      isSpaMode: false,
      publicPath: '/',
      assetsBuildDirectory: '',
      basename: '/',
      routeDiscovery: { mode: 'initial' },
    } as unknown as Parameters<typeof createRequestHandler>[0]
    const handler = createRequestHandler(build, 'production')
    const before = process.env.IS_RR_BUILD_REQUEST
    process.env.IS_RR_BUILD_REQUEST = 'yes'
    try {
      // As the build does: the data request first, then the page with its answer in the header.
      const data = await (await handler(new Request('http://localhost/products/cumin.data'))).text()
      const headers = { 'X-React-Router-Prerender-Data': encodeURI(data) }
      for (let round = 0; round < 2; round++) {
        loaderData = {}
        expect(await (await handler(new Request('http://localhost/products/cumin/', { headers }))).text()).toBe('page')
        expect(Object.fromEntries(Object.entries(loaderData).map(([id, value]) => [id, value.route]))).toEqual({
          root: 'root',
          products: 'products',
          product: 'product',
        })
        expect(loaderData.root?.shared).toEqual(shared)
        // One object for the three routes: the data was decoded once, not once per loader.
        expect(loaderData.products?.shared).toBe(loaderData.root?.shared)
        expect(loaderData.product?.shared).toBe(loaderData.root?.shared)
      }
    } finally {
      if (before === undefined) delete process.env.IS_RR_BUILD_REQUEST
      else process.env.IS_RR_BUILD_REQUEST = before
    }
  })
})
