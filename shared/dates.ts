// No imports, so plain Node, the Studio and the browser bundle all load it; days are India's.

/** The business's time zone: certificates, papers and exchange rates are dated in India. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata'

// India keeps UTC+05:30 all year (no daylight saving since 1945): its day needs no Intl zone data on a phone.
const INDIA_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The calendar day a moment falls on in India, as YYYY-MM-DD (the form Sanity stores `date` fields in). */
export function indiaDay(moment: Date): string {
  return new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)
}

/** Today in India, as YYYY-MM-DD; `now` is the clock, injected by tests. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDay(now)
}

/** A real calendar day YYYY-MM-DD as its midnight UTC in ms; null for anything else ('2026-02-30' too). */
function dayTime(isoDay: string): number | null {
  const match = ISO_DAY.exec(isoDay)
  if (!match) return null
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(time).toISOString().startsWith(isoDay) ? time : null
}

/** '2026-11-25' + 30 → '2026-12-25'. */
export function addDays(isoDay: string, days: number): string {
  const time = dayTime(isoDay)
  if (time === null) throw new RangeError(`Not a calendar day: ${isoDay}`)
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from one calendar day to a later one ('2026-11-20' → '2026-11-25' is 5); null when either is no day. */
export function daysBetween(from: string, to: string): number | null {
  const start = dayTime(from)
  const end = dayTime(to)
  return start === null || end === null ? null : Math.round((end - start) / DAY_MS)
}

/** A paper dated to hold until `lastDay` holds through that whole day in India and no longer. */
export function isValidOn(lastDay: string | null | undefined, today: string): boolean {
  return typeof lastDay === 'string' && lastDay >= today
}

const formatters = new Map<string, Intl.DateTimeFormat>()

// Created on first use: building an Intl formatter loads locale data, costly on a phone's main thread.
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = formatters.get(locale)
  if (!format) formatters.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE })))
  return format
}

/** A moment is printed as its day in India, whatever the zone of the machine, in `locale` (a page's language); anything unreadable → ''. */
export function formatDate(value: string | null | undefined, locale = 'en-IN'): string {
  if (!value) return ''
  const moment = ISO_DAY.test(value) ? (dayTime(value) === null ? null : new Date(`${value}T00:00:00+05:30`)) : new Date(value)
  return moment && !Number.isNaN(moment.getTime()) ? dateFormat(locale).format(moment) : ''
}
