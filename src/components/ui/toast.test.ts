import { beforeEach, describe, expect, it, vi } from 'vitest'

// The toaster mounts when sonner is first asked for, by an interaction or a toast (docs/decisions/048).
describe('whenSonnerWanted', () => {
  beforeEach(() => {
    vi.resetModules()
  })

  it('calls the toaster back with the first toast, not before', async () => {
    const { toast, whenSonnerWanted } = await import('./toast')
    const mount = vi.fn()
    whenSonnerWanted(mount)
    expect(mount).not.toHaveBeenCalled()
    toast.success('Added to cart!')
    expect(mount).toHaveBeenCalledExactlyOnceWith(true)
    toast.info('Removed from cart')
    expect(mount).toHaveBeenCalledOnce()
  })

  it('calls it at once when a toast was asked for before the toaster was there', async () => {
    const { toast, whenSonnerWanted } = await import('./toast')
    toast.error('Your cart cannot be saved in this browser.')
    const mount = vi.fn()
    whenSonnerWanted(mount)
    expect(mount).toHaveBeenCalledExactlyOnceWith(true)
  })
})
