import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, formatDate, indiaDay, isValidOn, todayInIndia } from './dates'

// The oracle: the platform's own zone data for Asia/Kolkata.
const intlIndiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' })

describe('todayInIndia', () => {
  it("is the day Intl's Asia/Kolkata zone gives, for any moment from 1950 to 2100", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        expect(indiaDay(new Date(time))).toBe(intlIndiaDay.format(new Date(time)))
      }),
      { numRuns: 5_000 },
    )
  })

  it('turns to the next day at 18:30 UTC (midnight in India)', () => {
    expect(todayInIndia(new Date('2025-12-31T18:29:59Z'))).toBe('2025-12-31')
    expect(todayInIndia(new Date('2025-12-31T18:30:00Z'))).toBe('2026-01-01')
    expect(todayInIndia(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26')
  })
})

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-25', 30)).toBe('2026-12-25')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
  })

  it('counts the days between two days, or null when one is not a day', () => {
    expect(daysBetween('2026-11-20', '2026-11-25')).toBe(5)
    expect(daysBetween('2026-11-25', '2026-11-20')).toBe(-5)
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
    expect(daysBetween('25/11/2026', '2026-11-25')).toBeNull()
    expect(daysBetween('2026-02-30', '2026-03-01')).toBeNull()
  })

  it('holds a paper through its last day and not after', () => {
    expect(isValidOn('2026-03-31', '2026-03-30')).toBe(true)
    expect(isValidOn('2026-03-31', '2026-03-31')).toBe(true)
    expect(isValidOn('2026-03-31', '2026-04-01')).toBe(false)
    expect(isValidOn(null, '2026-04-01')).toBe(false)
  })
})

describe('formatDate', () => {
  it('prints a calendar day as it is written, in words', () => {
    expect(formatDate('2025-02-19')).toBe('19 February 2025')
    expect(formatDate('2028-09-14')).toBe('14 September 2028')
    expect(formatDate('2026-01-01')).toBe('1 January 2026')
  })

  it("prints a moment as its day in India, whatever the machine's zone", () => {
    expect(formatDate('2025-03-01T20:00:00Z')).toBe('2 March 2025')
    expect(formatDate('2025-03-01T18:00:00Z')).toBe('1 March 2025')
  })

  it('prints nothing for a missing or unreadable value', () => {
    expect(formatDate(undefined)).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate('2026-02-30')).toBe('')
  })
})
