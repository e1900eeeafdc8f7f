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
  it('removes every modulepreload and keeps the other links', () => {
    const html = dropModulePreloads(HEAD)
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>')
  })
})
