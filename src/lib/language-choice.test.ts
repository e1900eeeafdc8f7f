// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY, languageOfPreference, rememberedLanguage, rememberLanguage, suggestedLanguage } from './language-choice'

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

describe('a browser preference', () => {
  it('stands for the shop language of the same language and script, whatever the region', () => {
    expect(['de-DE', 'de-CH', 'de', 'ar-AE', 'ar-SA', 'zh-CN', 'zh-Hans', 'zh-SG', 'en-GB', 'EN-us'].map(languageOfPreference)).toEqual([
      'de',
      'de',
      'de',
      'ar',
      'ar',
      'zh',
      'zh',
      'zh',
      'en',
      'en',
    ])
  })

  it('stands for none when the shop is not written in it (traditional Chinese, French) or the tag is not one', () => {
    expect(['zh-TW', 'zh-Hant', 'zh-HK', 'fr-FR', '', 'not a tag!'].map(languageOfPreference)).toEqual([null, null, null, null, null, null])
  })
})

describe('the suggested language', () => {
  it("is the browser's first preference the shop has, when the page is in another", () => {
    expect(suggestedLanguage('en', ['fr-FR', 'de-DE', 'en'])).toBe('de')
    expect(suggestedLanguage('de', ['ar-EG'])).toBe('ar')
  })

  it("is none when the page is already in the browser's first such preference, or the browser names none", () => {
    expect(suggestedLanguage('en', ['en-US', 'de-DE'])).toBeNull()
    expect(suggestedLanguage('zh', ['zh-CN'])).toBeNull()
    expect(suggestedLanguage('en', ['fr-FR', 'zh-TW'])).toBeNull()
    expect(suggestedLanguage('en', [])).toBeNull()
  })

  it('is none once the buyer has chosen a language, whichever it was', () => {
    rememberLanguage('en')
    expect(suggestedLanguage('en', ['de-DE'])).toBeNull()
  })
})
