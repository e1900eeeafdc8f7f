// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { safeLocalStorage, withStorage } from './safe-storage'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

const blockSiteData = () =>
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })

const fillQuota = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError')
  })

describe('the safe storage', () => {
  it('reads, writes and removes like localStorage when the browser allows it', () => {
    safeLocalStorage.setItem('k', 'v')
    expect(localStorage.getItem('k')).toBe('v')
    expect(safeLocalStorage.getItem('k')).toBe('v')
    expect(withStorage((s) => s.getItem('k'))).toEqual({ ok: true, value: 'v' })
    safeLocalStorage.removeItem('k')
    expect(safeLocalStorage.getItem('k')).toBeNull()
  })

  it('never throws with site data blocked, and says the browser refused', () => {
    blockSiteData()
    expect(safeLocalStorage.getItem('k')).toBeNull()
    expect(() => safeLocalStorage.setItem('k', 'v')).not.toThrow()
    expect(() => safeLocalStorage.removeItem('k')).not.toThrow()
    expect(withStorage((s) => s.getItem('k'))).toEqual({ ok: false })
  })

  it('never throws with the quota full, and says the write failed', () => {
    fillQuota()
    expect(() => safeLocalStorage.setItem('k', 'v')).not.toThrow()
    expect(withStorage((s) => s.setItem('k', 'v'))).toEqual({ ok: false })
    expect(safeLocalStorage.getItem('k')).toBeNull()
  })
})
