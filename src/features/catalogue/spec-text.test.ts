import { describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import type { ExportSpec } from '@/lib/queries'
import { KEY_FIGURES } from '../../../shared/export-spec-rules.ts'
import { complianceTitleIn, localSpecLine } from './spec-text'
import { specificationLines } from './specification'

const SPEC = {
  hsCode: '0909.31.29',
  purityMin: 99.5,
  shelfLifeMonths: 24,
  leadTimeDays: 1,
  keyFigures: KEY_FIGURES.map((figure, i) => ({ _key: String(i), figure: figure.key, value: figure.min })),
  container20ft: 13,
  ports: ['Mundra'],
} as unknown as ExportSpec

describe('the specification table in the page language', () => {
  it('keeps English exactly as the PDF and JSON-LD read it', async () => {
    const en = await loadI18n('en')
    const lines = specificationLines(SPEC)
    expect(lines.map((line) => localSpecLine(en, line, 'en'))).toEqual(lines.map(({ label, text }) => ({ label, text })))
  })

  it('gives every line a heading of its own in each language', async () => {
    const lines = specificationLines(SPEC)
    for (const language of ['ar', 'zh', 'de'] as const) {
      const i18n = await loadI18n(language)
      const labels = lines.map((line) => localSpecLine(i18n, line, language).label)
      // A heading left in English would equal the English one (the HS code's German heading legitimately does).
      const english = labels.filter((label, i) => label === lines[i]?.label)
      expect(english.length, `${language}: ${english.join(', ')}`).toBeLessThanOrEqual(language === 'de' ? 4 : 0)
      expect(new Set(labels).size).toBe(labels.length)
    }
  })

  it('writes figures, months and days the language’s way and leaves staff text as typed', async () => {
    const de = await loadI18n('de')
    const zh = await loadI18n('zh')
    const ar = await loadI18n('ar')
    const line = (key: string) => specificationLines(SPEC).find((l) => l.key === key)!
    expect(localSpecLine(de, line('purityMin'), 'de')).toEqual({ label: 'Reinheit (min.)', text: '99,5\u00a0%' })
    expect(localSpecLine(de, line('shelfLifeMonths'), 'de').text).toBe('24 Monate')
    expect(localSpecLine(de, line('leadTimeDays'), 'de').text).toBe('1 Tag')
    expect(localSpecLine(zh, line('shelfLifeMonths'), 'zh').text).toBe('24 个月')
    expect(localSpecLine(ar, line('leadTimeDays'), 'ar').text).toBe('يوم واحد')
    expect(localSpecLine(ar, line('hsCode'), 'ar').text).toBe('0909.31.29')
    expect(localSpecLine(zh, line('ports'), 'zh').text).toBe('Mundra')
  })

  it('names the papers in the language, and an unknown kind as a compliance document', async () => {
    const zh = await loadI18n('zh')
    expect(complianceTitleIn(zh, 'coa')).toBe('分析证书（COA）')
    expect(complianceTitleIn(zh, 'something-new')).toBe('合规文件')
  })
})
