import { describe, expect, it } from 'vitest'
import { PRODUCT_PAGES_QUERY } from './product-pages'
import { PRODUCT_QUERY } from './product-query'

const projection = (query: string) => query.slice(query.indexOf(']{') + 1)

describe('the build’s product pages query', () => {
  it('projects each product exactly as the product page’s own query does', () => {
    expect(projection(PRODUCT_PAGES_QUERY)).toBe(projection(PRODUCT_QUERY))
    expect(projection(PRODUCT_QUERY)).toMatch(/^\{\s*_id,/)
  })
})
