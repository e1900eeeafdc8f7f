import { describe, expect, it } from 'vitest'
import { SOCIAL_PLATFORMS } from '../../../shared/social-platforms.ts'
import { socialLabel } from './social-icon'

describe('socialLabel', () => {
  it('names every platform the Studio offers as editors see it, and any other as stored', () => {
    expect(SOCIAL_PLATFORMS.map(socialLabel)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'X (Twitter)', 'YouTube', 'Blog'])
    expect(socialLabel('mastodon')).toBe('mastodon')
    expect(socialLabel('constructor')).toBe('constructor')
    expect(socialLabel('__proto__')).toBe('__proto__')
  })
})
