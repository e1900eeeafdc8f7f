import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { fallbackAttributes, fellBackToEnglish, localized, shownName, shownText, toLocalName } from './localized'

const product = {
  _type: 'product',
  name: 'Cumin Seeds (Jeera)',
  nameTranslations: [
    { _key: 'a', _type: 'internationalizedArrayStringValue', language: 'ar', value: 'بذور الكمون (جيرا)' },
    // Added in the Studio and never typed: not a translation.
    { _key: 'b', _type: 'internationalizedArrayStringValue', language: 'de', value: '' },
  ],
}

async function nameIn(language: string) {
  const query = `*[_type == "product"][0]{ "name": ${localized('name')} }.name`
  return (await evaluate(parse(query, { params: { language } }), { dataset: [product], params: { language } })).get()
}

describe('localized (GROQ)', () => {
  it('gives the translation in the page’s language, marked with that language', async () => {
    expect(await nameIn('ar')).toEqual({ text: 'بذور الكمون (جيرا)', lang: 'ar' })
  })

  it('falls back to the English field, marked English, when the language has no value or an empty one', async () => {
    expect(await nameIn('zh')).toEqual({ text: 'Cumin Seeds (Jeera)', lang: 'en' })
    expect(await nameIn('de')).toEqual({ text: 'Cumin Seeds (Jeera)', lang: 'en' })
    expect(await nameIn('en')).toEqual({ text: 'Cumin Seeds (Jeera)', lang: 'en' })
  })
})

describe('fallbackAttributes', () => {
  it('marks English shown on an Arabic page as English, left to right', () => {
    expect(fallbackAttributes({ text: 'Cumin', lang: 'en' }, 'ar')).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it('marks English on a left-to-right page with lang only', () => {
    expect(fallbackAttributes({ text: 'Cumin', lang: 'en' }, 'de')).toEqual({ lang: 'en' })
  })

  it('adds nothing when the text is in the page’s language, or there is no text', () => {
    expect(fallbackAttributes({ text: 'Kreuzkümmel', lang: 'de' }, 'de')).toEqual({})
    expect(fallbackAttributes({ text: 'Cumin', lang: 'en' }, 'en')).toEqual({})
    expect(fallbackAttributes({ text: null, lang: 'en' }, 'ar')).toEqual({})
  })
})

describe('fellBackToEnglish (a policy’s or article’s notice)', () => {
  const blocks = [{ _type: 'block', children: [{ _type: 'span', text: 'We want you to be happy.' }] }]

  it('is true for an English body on another language’s page, false on the English page or for a translated body', () => {
    expect(fellBackToEnglish({ text: blocks, lang: 'en' }, 'ar')).toBe(true)
    expect(fellBackToEnglish({ text: blocks, lang: 'en' }, 'en')).toBe(false)
    expect(fellBackToEnglish({ text: blocks, lang: 'de' }, 'de')).toBe(false)
  })

  it('is false when there is no body at all', () => {
    expect(fellBackToEnglish({ text: null, lang: 'en' }, 'zh')).toBe(false)
  })
})

describe('names kept in the browser', () => {
  it('keep a name only with its text and a known language other than English', () => {
    expect(toLocalName({ text: ' كمون ', lang: 'ar' })).toEqual({ text: 'كمون', lang: 'ar' })
    for (const bad of [{ text: 'كمون', lang: 'xx' }, { text: ' ', lang: 'ar' }, { text: 'Cumin Seeds', lang: 'en' }, { text: null, lang: 'en' }, 'كمون', null])
      expect(toLocalName(bad)).toBeUndefined()
  })

  it('show a name kept before languages, with no local name, as English', () => {
    expect(shownName({ name: 'Cumin Seeds' })).toEqual({ text: 'Cumin Seeds', lang: 'en' })
    expect(shownName({ name: 'Cumin Seeds', localName: { text: 'كمون', lang: 'ar' } })).toEqual({ text: 'كمون', lang: 'ar' })
  })

  it('show a kept pack size in its language, or the English one marked English', () => {
    expect(shownText('100 g pouch', { text: 'كيس 100 غ', lang: 'ar' })).toEqual({ text: 'كيس 100 غ', lang: 'ar' })
    expect(fallbackAttributes(shownText('100 g pouch', undefined), 'ar')).toEqual({ lang: 'en', dir: 'ltr' })
  })
})
