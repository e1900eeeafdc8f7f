import { describe, expect, it } from 'vitest'
import { dropModulePreloads } from '../../scripts/build/first-paint'

const HEAD = [
  '<head><title>Our Products</title>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/react-dom-1.js"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  '<link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/price-1.css"/>',
  '<link rel="stylesheet" href="https://fonts.example/a.css"/></head>',
].join('')

describe('dropModulePreloads', () => {
  it('removes every modulepreload, keeps the other links, and returns what was preloaded', () => {
    const { html, preloads } = dropModulePreloads(HEAD)
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>')
    expect(preloads).toEqual(['/assets/entry.client-1.js', '/assets/react-dom-1.js'])
  })

  it('refuses a page without module preloads, or with one it does not recognise', () => {
    const without = HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '')
    expect(() => dropModulePreloads(without, 'products/index.html')).toThrow(
      /^products\/index\.html: scripts\/build\/first-paint\.ts expected `<link rel="modulepreload"/,
    )
    const odd = HEAD.replace('rel="modulepreload" href="/assets/react-dom-1.js"', 'rel="preload modulepreload" href="/assets/react-dom-1.js"')
    expect(() => dropModulePreloads(odd, 'products/index.html')).toThrow(/every module preload as/)
  })
})
