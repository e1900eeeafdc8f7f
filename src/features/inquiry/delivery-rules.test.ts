import { describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import { deliveryHint } from './delivery-hints'
import { REFERENCE_PATTERN, newReference } from './reference'
import { RETRY_POLICY, isTransient, retryDelay } from './retry-policy'

describe('retry policy', () => {
  it('retries only when nothing answered (0) or the server failed (5xx)', () => {
    expect([0, 500, 502, 503, 599].every(isTransient)).toBe(true)
    expect([200, 400, 403, 404, 429, 451].some(isTransient)).toBe(false)
  })

  it('backs off 400 ms, 1 s, 2.5 s and gives up after four attempts', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(503, n))).toEqual([400, 1000, 2500, null])
    expect(RETRY_POLICY.maxAttempts).toBe(4)
  })

  it('never waits longer than the cap', () => {
    const policy = { ...RETRY_POLICY, maxAttempts: 20 }
    expect(retryDelay(0, 19, 0.5, policy)).toBe(policy.maxDelayMs)
  })

  it('spreads retries by ±20 %', () => {
    expect(retryDelay(0, 2, 0)).toBe(800)
    expect(retryDelay(0, 2, 0.999_999)).toBe(1200)
  })

  it('does not retry a refusal', () => {
    for (const status of [400, 403, 429, 451]) expect(retryDelay(status, 1)).toBeNull()
  })
})

const en = await loadI18n('en')

describe('delivery hints by EmailJS status', () => {
  it.each([
    [0, /check your internet connection/],
    [451, /looks automated/],
    [403, /refused this message/],
    [429, /wait a moment and try again/],
    [500, /having trouble right now/],
    [503, /having trouble right now/],
    [400, /did not accept the form/],
    [404, /could not be sent/],
  ])('status %i → %s', (status, hint) => {
    expect(en._(deliveryHint(status))).toMatch(hint)
  })
})

describe('reference numbers', () => {
  it('read INQ-date-four characters, without 0/O/1/I', () => {
    expect(newReference('INQ', new Date(2026, 10, 22), [0, 1, 2, 3])).toBe('INQ-20261122-2345')
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(REFERENCE_PATTERN)
    expect(newReference('QUO')).toMatch(/^QUO-/)
  })
})
