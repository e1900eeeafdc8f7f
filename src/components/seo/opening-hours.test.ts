import { describe, expect, it } from 'vitest'
import { openingHoursSpecification, parseDays, parseTimeRange } from './opening-hours'

describe('parseDays', () => {
  it('reads ranges, lists and short names the way editors write them', () => {
    expect(parseDays('Monday-Friday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    expect(parseDays('Mon – Wed')).toEqual(['Monday', 'Tuesday', 'Wednesday'])
    expect(parseDays('Saturday, Sunday')).toEqual(['Saturday', 'Sunday'])
    expect(parseDays('Sat & Sun')).toEqual(['Saturday', 'Sunday'])
    expect(parseDays('Friday to Monday')).toEqual(['Friday', 'Saturday', 'Sunday', 'Monday'])
  })

  it('refuses what it cannot read', () => {
    expect(parseDays('Weekdays')).toBeNull()
    expect(parseDays('')).toBeNull()
  })
})

describe('parseTimeRange', () => {
  it('reads 12- and 24-hour times', () => {
    expect(parseTimeRange('9:00 AM - 6:00 PM')).toEqual({ opens: '09:00', closes: '18:00' })
    expect(parseTimeRange('10 am – 4 pm')).toEqual({ opens: '10:00', closes: '16:00' })
    expect(parseTimeRange('12:30 PM to 12:00 AM')).toEqual({ opens: '12:30', closes: '00:00' })
    expect(parseTimeRange('09:00-18:00')).toEqual({ opens: '09:00', closes: '18:00' })
    expect(parseTimeRange('Closed')).toBe('closed')
  })

  it('refuses impossible or unreadable times', () => {
    expect(parseTimeRange('13 PM - 6 PM')).toBeNull()
    expect(parseTimeRange('by appointment')).toBeNull()
  })
})

describe('openingHoursSpecification', () => {
  it('leaves out a row it cannot read instead of guessing', () => {
    expect(
      openingHoursSpecification([
        { days: 'Holidays', time: 'Closed' },
        { days: 'Sunday', time: 'Closed' },
      ]),
    ).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '00:00', closes: '00:00' }])
  })
})
