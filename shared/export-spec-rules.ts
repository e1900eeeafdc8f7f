// Shared by the Studio's validation, the seed test and the site, so none can drift (docs/decisions/013).
import { addDays, formatDate, isValidOn } from './dates.ts'

export type SpecCheck = true | string

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function decimalsOk(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals
  return Math.abs(scaled - Math.round(scaled)) < 1e-9
}

/** Whether the figure is a guaranteed minimum, a guaranteed maximum or a typical value. */
export type FigureBound = 'min' | 'max' | 'typical'

export interface KeyFigureDefinition {
  key: string
  label: string
  unit: string
  bound: FigureBound
  /** The range an editor may enter; anything outside is a typing mistake. */
  min: number
  max: number
  decimals: number
  /** Shown to editors: which products it matters for. */
  usedFor: string
}

export const KEY_FIGURES = [
  {
    key: 'volatileOil',
    label: 'Volatile oil',
    unit: 'ml/100 g',
    bound: 'min',
    min: 0.1,
    max: 25,
    decimals: 2,
    usedFor: 'cumin, pepper, cardamom, cloves, fennel, coriander',
  },
  { key: 'curcumin', label: 'Curcumin', unit: '%', bound: 'min', min: 0.5, max: 10, decimals: 2, usedFor: 'turmeric' },
  { key: 'astaColour', label: 'ASTA colour', unit: 'ASTA units', bound: 'min', min: 10, max: 300, decimals: 0, usedFor: 'chillies, paprika' },
  { key: 'pungency', label: 'Heat', unit: 'SHU', bound: 'typical', min: 0, max: 1_000_000, decimals: 0, usedFor: 'chillies' },
  { key: 'piperine', label: 'Piperine', unit: '%', bound: 'min', min: 1, max: 12, decimals: 1, usedFor: 'black pepper' },
  { key: 'popSize', label: 'Pop size', unit: 'suta', bound: 'min', min: 3, max: 7, decimals: 1, usedFor: 'makhana (1 suta = 1/8 inch)' },
  { key: 'brokenPieces', label: 'Broken pieces', unit: '%', bound: 'max', min: 0, max: 30, decimals: 1, usedFor: 'makhana, whole spices' },
  { key: 'totalAsh', label: 'Total ash', unit: '%', bound: 'max', min: 0, max: 20, decimals: 1, usedFor: 'any spice' },
  { key: 'acidInsolubleAsh', label: 'Acid-insoluble ash', unit: '%', bound: 'max', min: 0, max: 5, decimals: 2, usedFor: 'any spice' },
  { key: 'meshSize', label: 'Mesh size', unit: 'mesh', bound: 'typical', min: 10, max: 200, decimals: 0, usedFor: 'ground spices and blends' },
  { key: 'coumarin', label: 'Coumarin', unit: 'mg/kg', bound: 'max', min: 0, max: 100_000, decimals: 0, usedFor: 'cinnamon and cassia' },
  { key: 'salt', label: 'Salt', unit: '%', bound: 'max', min: 0, max: 60, decimals: 1, usedFor: 'blends and seasoned makhana' },
] as const satisfies readonly KeyFigureDefinition[]

export type KeyFigureKey = (typeof KEY_FIGURES)[number]['key']

export function keyFigure(key: string): KeyFigureDefinition | undefined {
  return KEY_FIGURES.find((figure) => figure.key === key)
}

const BOUND_LABEL: Record<FigureBound, string> = { min: 'min.', max: 'max.', typical: 'typical' }

export function keyFigureLabel(definition: KeyFigureDefinition): string {
  return `${definition.label} (${BOUND_LABEL[definition.bound]})`
}

/** Grouped in thousands (buyers abroad read 100,000); written out because toLocaleString loads locale data. */
export function formatSpecNumber(value: number): string {
  const [int = '0', frac = ''] = (Math.round(Math.abs(value) * 100) / 100).toFixed(2).split('.')
  const decimals = frac.replace(/0+$/, '')
  return `${value < 0 ? '-' : ''}${int.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`
}

/** "2.5 ml/100 g", "45,000 SHU", "3.2%". */
export function formatWithUnit(value: number, unit: string): string {
  const number = formatSpecNumber(value)
  return unit === '%' ? `${number}%` : `${number} ${unit}`
}

export function checkKeyFigure(value: { figure?: unknown; value?: unknown } | undefined): SpecCheck {
  if (value === undefined) return true
  const definition = typeof value.figure === 'string' ? keyFigure(value.figure) : undefined
  if (!definition) return 'Pick which figure this is from the list.'
  if (value.value === undefined) return `Enter the ${definition.label.toLowerCase()} in ${definition.unit}.`
  if (!isNumber(value.value) || value.value < definition.min || value.value > definition.max) {
    return `${definition.label} is given in ${definition.unit} and must be between ${formatSpecNumber(definition.min)} and ${formatSpecNumber(definition.max)}.`
  }
  if (!decimalsOk(value.value, definition.decimals)) {
    return definition.decimals === 0
      ? `${definition.label} is a whole number of ${definition.unit}.`
      : `${definition.label} can have at most ${definition.decimals} decimal${definition.decimals > 1 ? 's' : ''}.`
  }
  return true
}

/** Each figure once per product: two "Volatile oil" lines would contradict each other. */
export function checkKeyFigureList(value: readonly unknown[] | undefined): SpecCheck {
  if (!value) return true
  const seen = new Set<unknown>()
  for (const item of value) {
    const figure = typeof item === 'object' && item !== null && 'figure' in item ? item.figure : undefined
    if (figure !== undefined && seen.has(figure)) {
      return `${keyFigure(String(figure))?.label ?? 'A figure'} is listed twice. Keep one line per figure.`
    }
    seen.add(figure)
  }
  return true
}

export interface NumberRule {
  label: string
  unit: string
  min: number
  max: number
  decimals: number
  example: string
}

export const SPEC_NUMBERS = {
  moistureMax: { label: 'Moisture (max.)', unit: '%', min: 1, max: 20, decimals: 1, example: '10' },
  purityMin: { label: 'Purity (min.)', unit: '%', min: 90, max: 100, decimals: 2, example: '99.5' },
  admixtureMax: { label: 'Admixture / extraneous matter (max.)', unit: '%', min: 0, max: 5, decimals: 2, example: '0.5' },
  shelfLifeMonths: { label: 'Shelf life', unit: 'months', min: 1, max: 60, decimals: 0, example: '24' },
  container20ft: { label: '20 ft container', unit: 't', min: 1, max: 30, decimals: 1, example: '12' },
  container40ft: { label: '40 ft container', unit: 't', min: 1, max: 30, decimals: 1, example: '26' },
  leadTimeDays: { label: 'Lead time', unit: 'days', min: 1, max: 180, decimals: 0, example: '21' },
} as const satisfies Record<string, NumberRule>

export type SpecNumberKey = keyof typeof SPEC_NUMBERS

const UNIT_WORDS: Record<string, string> = { '%': 'per cent', t: 'tonnes', months: 'months', days: 'days' }

export function checkSpecNumber(key: SpecNumberKey, value: unknown): SpecCheck {
  if (value === undefined) return true
  const rule: NumberRule = SPEC_NUMBERS[key]
  const unit = UNIT_WORDS[rule.unit] ?? rule.unit
  if (!isNumber(value) || value < rule.min || value > rule.max) {
    return `${rule.label} is in ${unit}, between ${rule.min} and ${rule.max} (for example ${rule.example}).`
  }
  if (!decimalsOk(value, rule.decimals)) {
    return rule.decimals === 0
      ? `${rule.label} is a whole number of ${unit}.`
      : `${rule.label} can have at most ${rule.decimals} decimal${rule.decimals > 1 ? 's' : ''}.`
  }
  return true
}

/** A 40 ft container holds at least what a 20 ft one does. */
export function checkContainerLoads(value: { container20ft?: unknown; container40ft?: unknown } | undefined): SpecCheck {
  if (!value || !isNumber(value.container20ft) || !isNumber(value.container40ft)) return true
  return value.container40ft >= value.container20ft ? true : 'The 40 ft container load is smaller than the 20 ft one. Check the two figures.'
}

/** 4 to 10 digits, optionally grouped with dots or spaces: '0909.31', '0910 30 30', '09041140'. */
export function checkHsCode(value: unknown): SpecCheck {
  if (value === undefined || value === '') return true
  if (typeof value !== 'string') return 'Write the HS code as digits, for example 0909.31.29.'
  const digits = value.replace(/[.\s]/g, '')
  if (!/^\d+(?:[.\s]\d+)*$/.test(value.trim()) || value.trim() !== value || digits.length < 4 || digits.length > 10 || digits.length % 2 !== 0) {
    return 'Write the HS code as 4, 6, 8 or 10 digits, dots allowed between groups, for example 0909.31.29 (cumin seeds).'
  }
  return true
}

/** Incoterms 2020, in the order buyers meet them: the one list the Studio and the quote form read. */
export const INCOTERMS_2020 = [
  { value: 'EXW', name: 'Ex Works' },
  { value: 'FCA', name: 'Free Carrier' },
  { value: 'FAS', name: 'Free Alongside Ship' },
  { value: 'FOB', name: 'Free On Board' },
  { value: 'CFR', name: 'Cost and Freight' },
  { value: 'CIF', name: 'Cost, Insurance and Freight' },
  { value: 'CPT', name: 'Carriage Paid To' },
  { value: 'CIP', name: 'Carriage and Insurance Paid To' },
  { value: 'DAP', name: 'Delivered At Place' },
  { value: 'DPU', name: 'Delivered at Place Unloaded' },
  { value: 'DDP', name: 'Delivered Duty Paid' },
] as const

export const INCOTERMS = INCOTERMS_2020.map(({ value, name }) => ({ value, title: `${value} – ${name}` }))

export type Incoterm = (typeof INCOTERMS_2020)[number]['value']

export function checkIncoterms(value: readonly unknown[] | undefined): SpecCheck {
  if (!value) return true
  const known = INCOTERMS.map((term) => term.value as unknown)
  const unknown = value.filter((term) => !known.includes(term))
  return unknown.length === 0 ? true : `Pick Incoterms from the list only (${unknown.join(', ')} is not one).`
}

/** Offered as suggestions; editors may type others. */
export const PACKING_SUGGESTIONS = [
  '25 kg PP bags',
  '50 kg jute bags',
  '25 kg paper bags with PE liner',
  '10 kg cartons',
  '5 kg vacuum packs',
  '1 kg retail pouches',
  'Retail pouches (50 g to 500 g)',
  'Private label on request',
] as const

export const PORT_SUGGESTIONS = ['Nhava Sheva (JNPT)', 'Mundra', 'Chennai', 'Kochi', 'Tuticorin', 'Kolkata', 'ICD Tughlakabad, New Delhi'] as const

export const COMPLIANCE_KINDS = [
  { value: 'coa', title: 'Certificate of analysis' },
  { value: 'eto-free', title: 'EtO-free declaration' },
  { value: 'aflatoxin', title: 'Aflatoxin report' },
  { value: 'pesticide', title: 'Pesticide residue report' },
  { value: 'spices-board', title: 'Spices Board export certificate' },
] as const

export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number]['value']

export function complianceKindTitle(kind: string): string {
  return COMPLIANCE_KINDS.find((k) => k.value === kind)?.title ?? 'Compliance document'
}

/** Regulation (EU) 2023/915: at most 5 µg/kg aflatoxin B1 in spices. */
export const EU_AFLATOXIN_B1_LIMIT = 5

export function checkAflatoxinB1(value: unknown): SpecCheck {
  if (value === undefined) return true
  if (!isNumber(value) || value < 0 || value > 1000) return 'Enter aflatoxin B1 in µg/kg as printed on the report, for example 1.2.'
  return true
}

/** A warning, not an error: the lot may still go to a market with a higher limit. */
export function aflatoxinWarning(value: unknown): SpecCheck {
  if (!isNumber(value) || value <= EU_AFLATOXIN_B1_LIMIT) return true
  return `Aflatoxin B1 of ${value} µg/kg is above the EU limit of ${EU_AFLATOXIN_B1_LIMIT} µg/kg: this lot cannot be sold to the EU.`
}

/** Days before expiry from which the Studio lists a document as expiring. */
export const EXPIRING_WITHIN_DAYS = 30

export function checkExpiry(expiresOn: unknown, testedOn: unknown): SpecCheck {
  if (typeof expiresOn !== 'string' || typeof testedOn !== 'string') return true
  return expiresOn > testedOn ? true : 'The expiry date must come after the test date.'
}

/** `today` is India's (shared/dates.ts), the day the site hides the paper by. */
export function expiryWarning(expiresOn: unknown, today: string): SpecCheck {
  if (typeof expiresOn !== 'string') return true
  if (!isValidOn(expiresOn, today)) return 'This document has expired: buyers no longer see it. Upload the report of a newer lot.'
  if (expiresOn < addDays(today, EXPIRING_WITHIN_DAYS))
    return `This document expires within ${EXPIRING_WITHIN_DAYS} days. Buyers stop seeing it after ${formatDate(expiresOn)}.`
  return true
}
