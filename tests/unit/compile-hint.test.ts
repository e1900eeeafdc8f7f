import { rolldown, type RenderedChunk } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, compileHintBanner } from '../../scripts/build/compile-hint.ts'

const NM = '/site/node_modules'

describe("V8's compile hint on the framework's chunks", () => {
  it('goes to chunks holding enough of React DOM, React or React Router, not to the rest', () => {
    // Rendered sizes as the client build reports them (entry.client, jsx-runtime, react-dom, compiler-runtime).
    const entry = { [`${NM}/react-dom/cjs/react-dom-client.production.js`]: { renderedLength: 540_000 }, '/site/src/entry.client.tsx': { renderedLength: 400 } }
    const runtime = {
      [`${NM}/react/cjs/react.production.js`]: { renderedLength: 20_000 },
      [`${NM}/react-router/dist/development/chunk-OB3PAWPO.mjs`]: { renderedLength: 250_000 },
    }
    const wrapper = { [`${NM}/react-dom/cjs/react-dom.production.js`]: { renderedLength: 6_700 } }
    const site = { '/site/src/routes/home.tsx': { renderedLength: 90_000 }, [`${NM}/@sanity/client/dist/index.browser.js`]: { renderedLength: 200_000 } }
    expect(compileHintBanner({ modules: entry })).toBe(COMPILE_HINT.trimEnd())
    expect(compileHintBanner({ modules: runtime })).toBe(COMPILE_HINT.trimEnd())
    expect(compileHintBanner({ modules: wrapper })).toBeUndefined()
    expect(compileHintBanner({ modules: site })).toBeUndefined()
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })

  it('reaches the head of the minified chunk through Rolldown, and leaves the other chunks untouched', async () => {
    const sources: Record<string, string> = {
      [`${NM}/react-dom/index.js`]: `globalThis.framework = ${JSON.stringify('x'.repeat(COMPILE_HINT_MIN_BYTES))}\n`,
      '/site/src/home.js': 'globalThis.home = 1\n',
    }
    const bundle = await rolldown({
      input: Object.keys(sources),
      plugins: [{ name: 'sources', resolveId: (id) => (id in sources ? id : null), load: (id) => sources[id] ?? null }],
    })
    const { output } = await bundle.generate({ format: 'es', minify: true, postBanner: compileHintBanner as (chunk: RenderedChunk) => string })
    await bundle.close()
    const code = (name: string) => output.flatMap((o) => (o.type === 'chunk' && o.name === name ? [o.code] : []))[0] ?? ''
    expect(code('index')).toMatch(/^\/\/# allFunctionsCalledOnLoad\nglobalThis\.framework=/)
    expect(code('home')).toMatch(/^globalThis\.home=1/)
  })
})
