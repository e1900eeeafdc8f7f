import { describe, expect, it } from 'vitest'
import { lakeOriginForBrowser, localIndexHtml } from './index-html.ts'

const built = `<!DOCTYPE html><html><head><title>Sanity Studio</title><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>
</head><body><div id="sanity"></div><script src="/static/sanity-a1.js" type="module"></script></body></html>`

describe('the local Studio page', () => {
  it('calls the lake by the project hostname the Studio uses', () => {
    expect(lakeOriginForBrowser('https://localhost:3992', 'embedded')).toBe('https://embedded.localhost:3992')
  })

  it('drops the hosted-dashboard script and checks the lake before the Studio starts', () => {
    const html = localIndexHtml(built, 'https://localhost:3992', 'embedded')
    expect(html).not.toContain('sanity-cdn.com')
    expect(html).toContain('var lake = "https://embedded.localhost:3992";')
    expect(html).toContain("fetch(lake + '/v1/ping'")
    expect(html).toContain('The Studio cannot reach the content lake')
    expect(html.indexOf('var lake')).toBeLessThan(html.indexOf('</head>'))
    expect(html).toContain('<script src="/static/sanity-a1.js" type="module"></script>')
  })
})
