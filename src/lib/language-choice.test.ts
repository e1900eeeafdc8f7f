// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY, rememberedLanguage, rememberLanguage } from './language-choice'

afterEach(() => localStorage.clear())

describe('the remembered language', () => {
  it('is the one last chosen', () => {
    rememberLanguage('zh')
    rememberLanguage('de')
    expect(rememberedLanguage()).toBe('de')
  })

  it('is none when nothing or something else is stored', () => {
    expect(rememberedLanguage()).toBeNull()
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon')
    expect(rememberedLanguage()).toBeNull()
  })
})
