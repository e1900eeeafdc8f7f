import { describe, expect, it } from 'vitest'
import { oncePerBuild } from './build-memo'

describe('oncePerBuild', () => {
  it('loads each key once, however many pages ask at once', async () => {
    const asked: string[] = []
    const load = oncePerBuild(async (key: string) => {
      asked.push(key)
      return key.toUpperCase()
    })
    expect(await Promise.all([load('en'), load('ar'), load('en'), load('en')])).toEqual(['EN', 'AR', 'EN', 'EN'])
    expect(await load('ar')).toBe('AR')
    expect(asked).toEqual(['en', 'ar'])
  })

  it('does not keep a failure: the next page asks again', async () => {
    let calls = 0
    const load = oncePerBuild(async (key: string) => {
      calls++
      if (calls === 1) throw new Error(`the lake did not answer for ${key}`)
      return key
    })
    await expect(load('de')).rejects.toThrow('the lake did not answer for de')
    expect(await load('de')).toBe('de')
    expect(await load('de')).toBe('de')
    expect(calls).toBe(2)
  })
})
