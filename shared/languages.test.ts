import { describe, expect, it } from 'vitest'
import { LANGUAGE_TABLE, LANGUAGES, languageOfPath, pathInLanguage, unprefixedPath } from './languages'

describe('the language table', () => {
  it('has one row per code, and English first as the default', () => {
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length)
    expect(LANGUAGES[0]).toBe('en')
  })

  it('names each language in itself the way Intl does', () => {
    for (const row of LANGUAGE_TABLE) {
      // Intl knows every code; the native name is what the switcher shows.
      expect(new Intl.DisplayNames([row.code], { type: 'language' }).of(row.code)?.length).toBeGreaterThan(0)
      expect(new Intl.Locale(row.hreflang).language).toBe(row.code)
    }
  })
})

describe('paths in a language', () => {
  it('reads the language from the first segment only', () => {
    expect(languageOfPath('/')).toBe('en')
    expect(languageOfPath('/ar')).toBe('ar')
    expect(languageOfPath('/ar/products/cumin-seeds-jeera')).toBe('ar')
    expect(languageOfPath('/zh/products')).toBe('zh')
    expect(languageOfPath('/products/ar')).toBe('en')
    expect(languageOfPath('/arabic')).toBe('en')
    expect(languageOfPath('/en/products')).toBe('en')
  })

  it('moves a page between languages and back', () => {
    expect(pathInLanguage('/', 'ar')).toBe('/ar')
    expect(pathInLanguage('/products/page/2', 'de')).toBe('/de/products/page/2')
    expect(pathInLanguage('/de/products/page/2', 'zh')).toBe('/zh/products/page/2')
    expect(pathInLanguage('/ar', 'en')).toBe('/')
    expect(pathInLanguage('/ar/b2b', 'en')).toBe('/b2b')
    for (const language of LANGUAGES) expect(unprefixedPath(pathInLanguage('/blog/health', language))).toBe('/blog/health')
  })
})
