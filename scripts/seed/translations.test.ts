import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { OTHER_LANGUAGES } from '../../shared/languages.ts'
import { SEEDED_MARK_FIELD } from '../../shared/translatable-fields.ts'
import { MISSING_TRANSLATIONS_FILTER } from '../../studio/structure/missing-translations.ts'
import { buildSeed } from './documents.ts'

const documents = buildSeed().documents

async function missingIn(language: string, dataset: object[]): Promise<string[]> {
  const query = `*[${MISSING_TRANSLATIONS_FILTER}]._id`
  return (await (await evaluate(parse(query, { params: { language } }), { dataset, params: { language } })).get()) as string[]
}

describe('the seed’s translations', () => {
  it('leave every "Missing translations" list empty, in every language but English', async () => {
    for (const language of OTHER_LANGUAGES) expect(await missingIn(language, documents), language).toEqual([])
  })

  it('are marked as seeded on every document that carries them', () => {
    const translated = documents.filter((d) => d._type === 'product' || d._type === 'siteSettings')
    expect(translated.length).toBeGreaterThan(50)
    for (const document of translated) expect(document[SEEDED_MARK_FIELD], document._id).toBe(true)
  })

  it('show a product in a language’s list once its translation there is emptied', async () => {
    const cumin = documents.find((d) => d._id === 'product-1')!
    const edited = {
      ...cumin,
      nameTranslations: (cumin.nameTranslations as { language: string }[]).map((t) => (t.language === 'de' ? { ...t, value: '' } : t)),
    }
    const dataset = documents.map((d) => (d._id === 'product-1' ? edited : d))
    expect(await missingIn('de', dataset)).toEqual(['product-1'])
    expect(await missingIn('ar', dataset)).toEqual([])
  })
})
