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
  it('leave no product or site text in "Missing translations"; the posts and the policies are listed, but for the German refund policy and makhana post', async () => {
    const postsAndPolicies = documents.filter((d) => d._type === 'blogPost' || d._type === 'policy').map((d) => d._id)
    expect(postsAndPolicies).toHaveLength(7)
    const germanOnes = ['policy-refund-policy', 'blogPost-the-nutritional-benefits-of-makhana']
    for (const language of OTHER_LANGUAGES) {
      const expected = postsAndPolicies.filter((id) => !(language === 'de' && germanOnes.includes(id)))
      expect((await missingIn(language, documents)).sort(), language).toEqual(expected.sort())
    }
  })

  it('are marked as seeded on every document that carries them, and only there', () => {
    const carries = (d: (typeof documents)[number]) => Object.keys(d).some((key) => key.endsWith('Translations'))
    const translated = documents.filter(carries)
    // 56 products, the site settings, the refund policy and the makhana post.
    expect(translated).toHaveLength(59)
    for (const document of translated) expect(document[SEEDED_MARK_FIELD], document._id).toBe(true)
    for (const document of documents.filter((d) => !carries(d))) expect(document[SEEDED_MARK_FIELD], document._id).toBeUndefined()
  })

  it('show a product in a language’s list once its translation there is emptied', async () => {
    const cumin = documents.find((d) => d._id === 'product-1')!
    const edited = {
      ...cumin,
      nameTranslations: (cumin.nameTranslations as { language: string }[]).map((t) => (t.language === 'de' ? { ...t, value: '' } : t)),
    }
    const dataset = documents.map((d) => (d._id === 'product-1' ? edited : d))
    expect(await missingIn('de', dataset)).toEqual(['product-1', ...(await missingIn('de', documents))])
    expect(await missingIn('ar', dataset)).toEqual(await missingIn('ar', documents))
  })

  it('give every product its pack size, origin and sample size in each language, units and places as that language writes them', () => {
    const cumin = documents.find((d) => d._id === 'product-1')!
    const valueIn = (field: string, language: string) => (cumin[field] as { language: string; value: string }[]).find((t) => t.language === language)?.value
    expect([valueIn('packSizeTranslations', 'ar'), valueIn('packSizeTranslations', 'zh'), valueIn('packSizeTranslations', 'de')]).toEqual([
      'كيس 100 غ',
      '100 克袋装',
      '100-g-Beutel',
    ])
    expect(valueIn('originTranslations', 'de')).toBe('Unjha, Gujarat, Indien')
    expect(valueIn('sampleSizeTranslations', 'zh')).toBe('100 克')
    for (const product of documents.filter((d) => d._type === 'product'))
      for (const field of ['packSizeTranslations', 'originTranslations', ...(product.sampleSize ? ['sampleSizeTranslations'] : [])])
        expect(
          (product[field] as { language: string }[]).map((t) => t.language),
          `${product._id} ${field}`,
        ).toEqual([...OTHER_LANGUAGES])
  })
})
