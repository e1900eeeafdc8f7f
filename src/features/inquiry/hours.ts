// Staff type the opening hours once, in English ("Monday-Friday", "9:00 AM - 6:00 PM", "Closed"); a
// page in another language shows the same hours in its own words, read with the parser that
// writes them for search engines (docs/decisions/041).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { WEEK, parseDays, parseTimeRange, type DayOfWeek } from '@/components/seo/opening-hours'
import { DEFAULT_LANGUAGE, languageInfo, type Language } from '../../../shared/languages.ts'

export interface ShownHours {
  days: string
  time: string
  /** True when the row is shown as staff typed it: on an English page, or when it cannot be read. */
  asTyped: boolean
}

// A Monday (1 January 2024, UTC): the week's names and the times are read off dates from it.
const MONDAY = Date.UTC(2024, 0, 1)

// Made once per locale and kept, as format.ts keeps its own: each row and day would make them again.
const weekdays = new Map<string, string[]>()
const timeFormats = new Map<string, Intl.DateTimeFormat>()

function dayName(day: DayOfWeek, locale: string): string {
  let names = weekdays.get(locale)
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
    weekdays.set(locale, (names = WEEK.map((_, i) => format.format(MONDAY + i * 86_400_000))))
  }
  return names[WEEK.indexOf(day)]!
}

/** True when `days` follow each other in the week (Friday to Monday included). */
function consecutive(days: readonly DayOfWeek[]): boolean {
  return days.every((day, i) => i === 0 || WEEK.indexOf(day) === (WEEK.indexOf(days[i - 1]!) + 1) % 7)
}

function showDays(days: readonly DayOfWeek[], locale: string, i18n: I18n): string {
  const names = days.map((day) => dayName(day, locale))
  if (days.length >= 3 && consecutive(days)) {
    const first = names[0]!
    const last = names.at(-1)!
    return i18n._(msg({ message: `${first} – ${last}`, comment: 'Opening hours: a run of weekdays, e.g. Monday – Friday' }))
  }
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)
}

function showTime(range: { opens: string; closes: string }, locale: string): string {
  const at = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number)
    return MONDAY + (hours * 60 + minutes) * 60_000
  }
  let format = timeFormats.get(locale)
  if (!format) timeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })))
  const opens = at(range.opens)
  const closes = at(range.closes)
  // Open past midnight: the closing time is the next day's. ICU versions space a range differently
  // (Node writes thin spaces around the dash in Arabic, Chromium plain ones): every space becomes a
  // no-break space, so the pre-rendered page and the browser write the same text and the range
  // never breaks across lines.
  return format.formatRange(opens, closes > opens ? closes : closes + 86_400_000).replace(/\s+/g, '\u00a0')
}

/** One row of the opening hours as the page shows it. */
export function localHours(row: { days: string; time: string }, language: Language, i18n: I18n): ShownHours {
  const asTyped = { days: row.days, time: row.time, asTyped: true }
  if (language === DEFAULT_LANGUAGE) return asTyped
  const days = parseDays(row.days)
  const range = parseTimeRange(row.time)
  if (!days || !range) return asTyped
  const locale = languageInfo(language).intlLocale
  return {
    days: showDays(days, locale, i18n),
    time: range === 'closed' ? i18n._(msg({ message: 'Closed', comment: 'Opening hours: the business is closed on those days' })) : showTime(range, locale),
    asTyped: false,
  }
}
