import { beforeAll, describe, expect, it } from 'vitest'
import type { I18n } from '@lingui/core'
import { loadI18n } from '@/lib/i18n'
import { localHours } from './hours'

const i18n: Record<string, I18n> = {}
beforeAll(async () => {
  for (const language of ['en', 'ar', 'de', 'zh'] as const) i18n[language] = await loadI18n(language)
})

const WEEKDAYS = { days: 'Monday-Friday', time: '9:00 AM - 6:00 PM' }
const SUNDAY = { days: 'Sunday', time: 'Closed' }

describe('localHours', () => {
  it('shows the hours as staff typed them on an English page', () => {
    expect(localHours(WEEKDAYS, 'en', i18n.en!)).toEqual({ ...WEEKDAYS, asTyped: true })
    expect(localHours(SUNDAY, 'en', i18n.en!)).toEqual({ ...SUNDAY, asTyped: true })
  })

  it('writes a run of days and the times in the page’s language', () => {
    const de = localHours(WEEKDAYS, 'de', i18n.de!)
    expect(de).toMatchObject({ days: 'Montag bis Freitag', asTyped: false })
    // German writes the 24-hour clock: 9:00 to 18:00, no AM or PM.
    expect(de.time).toBe('09:00–18:00\u00a0Uhr')
    expect(localHours(WEEKDAYS, 'zh', i18n.zh!).days).toBe('星期一至星期五')
    const ar = localHours(WEEKDAYS, 'ar', i18n.ar!)
    expect(ar.days).toBe('من الاثنين إلى الجمعة')
    // Latin digits (decision 041), and one kind of space, whatever spaces this ICU writes in a range.
    expect(ar.time).toBe('9:00\u00a0ص\u00a0–\u00a06:00\u00a0م')
  })

  it('says closed, and lists days that do not follow each other', () => {
    expect(localHours(SUNDAY, 'de', i18n.de!)).toEqual({ days: 'Sonntag', time: 'Geschlossen', asTyped: false })
    expect(localHours({ days: 'Saturday, Monday', time: '10:00 AM - 4:00 PM' }, 'de', i18n.de!).days).toBe('Samstag und Montag')
    expect(localHours({ days: 'Sat & Sun', time: 'closed' }, 'zh', i18n.zh!)).toMatchObject({ days: '星期六和星期日', time: '休息' })
  })

  it('keeps a row it cannot read as staff typed it, for the page to mark as English', () => {
    const row = { days: 'Public holidays', time: 'By appointment' }
    expect(localHours(row, 'ar', i18n.ar!)).toEqual({ ...row, asTyped: true })
  })
})
