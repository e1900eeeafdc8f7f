import { describe, expect, it } from 'vitest'
import {
  INCOTERMS,
  KEY_FIGURES,
  aflatoxinWarning,
  checkAflatoxinB1,
  checkContainerLoads,
  checkExpiry,
  checkHsCode,
  checkIncoterms,
  checkKeyFigure,
  checkKeyFigureList,
  checkSpecNumber,
  expiryWarning,
  formatSpecNumber,
  formatWithUnit,
  keyFigure,
  keyFigureLabel,
} from './export-spec-rules.ts'

describe('HS code', () => {
  it.each(['0909', '0909.31', '0909.31.29', '09093129', '0910 30 30', '0904.11.40.10'])('accepts %s', (code) => {
    expect(checkHsCode(code)).toBe(true)
  })

  it.each(['909', '0909.3', '0909.31.2', 'HS 0909', '0909..31', '0909-31', ' 0909.31', '12345678901', '0909.31.29.1'])(
    'explains what is wrong with %j',
    (code) => {
      expect(checkHsCode(code)).toMatch(/4, 6, 8 or 10 digits.*0909\.31\.29/)
    },
  )

  it('leaves an empty field alone (every field of the specification is optional)', () => {
    expect(checkHsCode(undefined)).toBe(true)
    expect(checkHsCode('')).toBe(true)
  })
})

describe('key figures', () => {
  it('each has a unit and a sensible range, and each key once', () => {
    expect(new Set(KEY_FIGURES.map((f) => f.key)).size).toBe(KEY_FIGURES.length)
    for (const figure of KEY_FIGURES) {
      expect(figure.unit, figure.key).not.toBe('')
      expect(figure.min, figure.key).toBeLessThan(figure.max)
    }
  })

  it('accepts a value inside the range of its figure, in its unit', () => {
    expect(checkKeyFigure({ figure: 'volatileOil', value: 2.5 })).toBe(true)
    expect(checkKeyFigure({ figure: 'pungency', value: 35_000 })).toBe(true)
    expect(checkKeyFigure({ figure: 'popSize', value: 6 })).toBe(true)
  })

  it('rejects a value outside the range, naming figure, unit and range', () => {
    expect(checkKeyFigure({ figure: 'curcumin', value: 30 })).toBe('Curcumin is given in % and must be between 0.5 and 10.')
    expect(checkKeyFigure({ figure: 'popSize', value: 12 })).toBe('Pop size is given in suta and must be between 3 and 7.')
  })

  it('rejects too many decimals, and a fraction of a whole-number unit', () => {
    expect(checkKeyFigure({ figure: 'astaColour', value: 120.5 })).toBe('ASTA colour is a whole number of ASTA units.')
    expect(checkKeyFigure({ figure: 'volatileOil', value: 2.555 })).toBe('Volatile oil can have at most 2 decimals.')
  })

  it('asks for a figure from the list and for a value', () => {
    expect(checkKeyFigure({ figure: 'colour', value: 1 })).toBe('Pick which figure this is from the list.')
    expect(checkKeyFigure({ figure: 'volatileOil' })).toBe('Enter the volatile oil in ml/100 g.')
  })

  it('flags a figure listed twice', () => {
    expect(checkKeyFigureList([{ figure: 'curcumin' }, { figure: 'meshSize' }])).toBe(true)
    expect(checkKeyFigureList([{ figure: 'curcumin' }, { figure: 'curcumin' }])).toBe('Curcumin is listed twice. Keep one line per figure.')
  })

  it('labels a figure with its bound and formats the value with its unit', () => {
    expect(keyFigureLabel(keyFigure('volatileOil')!)).toBe('Volatile oil (min.)')
    expect(keyFigureLabel(keyFigure('brokenPieces')!)).toBe('Broken pieces (max.)')
    expect(formatWithUnit(2.5, 'ml/100 g')).toBe('2.5 ml/100 g')
    expect(formatWithUnit(70_000, 'SHU')).toBe('70,000 SHU')
    expect(formatWithUnit(3, '%')).toBe('3%')
  })
})

describe('numbers with units', () => {
  it('accepts sensible values and explains the range of a wrong one in words', () => {
    expect(checkSpecNumber('moistureMax', 9.5)).toBe(true)
    expect(checkSpecNumber('moistureMax', 45)).toBe('Moisture (max.) is in per cent, between 1 and 20 (for example 10).')
    expect(checkSpecNumber('purityMin', 80)).toMatch(/between 90 and 100/)
    expect(checkSpecNumber('shelfLifeMonths', 12.5)).toBe('Shelf life is a whole number of months.')
    expect(checkSpecNumber('container20ft', 40)).toBe('20 ft container is in tonnes, between 1 and 30 (for example 12).')
    expect(checkSpecNumber('leadTimeDays', undefined)).toBe(true)
  })

  it('wants a 40 ft container to hold at least a 20 ft one', () => {
    expect(checkContainerLoads({ container20ft: 13, container40ft: 26 })).toBe(true)
    expect(checkContainerLoads({ container20ft: 26, container40ft: 13 })).toMatch(/40 ft container load is smaller/)
    expect(checkContainerLoads({ container20ft: 13 })).toBe(true)
  })
})

describe('Incoterms', () => {
  it('allows only the terms of the list', () => {
    expect(INCOTERMS.map((t) => t.value)).toEqual(expect.arrayContaining(['EXW', 'FCA', 'FOB', 'CFR', 'CIF']))
    expect(checkIncoterms(['FOB', 'CIF'])).toBe(true)
    expect(checkIncoterms(['FOB', 'C&F'])).toBe('Pick Incoterms from the list only (C&F is not one).')
  })
})

describe('compliance papers', () => {
  it('warns staff about expired and soon-expiring papers', () => {
    expect(expiryWarning('2026-01-01', '2026-11-25')).toMatch(/has expired: buyers no longer see it/)
    expect(expiryWarning('2026-12-10', '2026-11-25')).toMatch(/expires within 30 days\. Buyers stop seeing it after 10 December 2026\.$/)
    expect(expiryWarning('2026-11-25', '2026-11-25')).toMatch(/expires within 30 days/)
    expect(expiryWarning('2026-11-24', '2026-11-25')).toMatch(/has expired/)
    expect(expiryWarning('2027-06-01', '2026-11-25')).toBe(true)
  })

  it('wants the expiry after the test date', () => {
    expect(checkExpiry('2026-01-01', '2026-02-01')).toBe('The expiry date must come after the test date.')
    expect(checkExpiry('2027-01-01', '2026-02-01')).toBe(true)
  })

  it('flags aflatoxin B1 above the EU limit of 5 µg/kg, and rejects impossible figures', () => {
    expect(aflatoxinWarning(5)).toBe(true)
    expect(aflatoxinWarning(5.1)).toMatch(/above the EU limit of 5 µg\/kg/)
    expect(checkAflatoxinB1(-1)).toMatch(/µg\/kg/)
    expect(checkAflatoxinB1(1.2)).toBe(true)
  })
})

describe('formatSpecNumber', () => {
  it.each([
    [70_000, '70,000'],
    [1_000_000, '1,000,000'],
    [2.5, '2.5'],
    [2.555, '2.56'],
    [0.1, '0.1'],
    [12, '12'],
    [-3.4, '-3.4'],
  ])('%d → %s', (value, text) => {
    expect(formatSpecNumber(value)).toBe(text)
  })
})
