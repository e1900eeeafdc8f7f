// The specification table's words in the page's language; the PDF and JSON-LD keep specificationLines' English (docs/decisions/041).
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { keyFigure, type ComplianceKind, type FigureBound, type KeyFigureKey } from '../../../shared/export-spec-rules.ts'
import { DEFAULT_LANGUAGE, languageInfo, type Language } from '../../../shared/languages.ts'
import { formatDecimal } from '@/lib/format'
import type { SpecLine } from './specification'

type TextKey = 'hsCode' | 'botanicalName' | 'grade' | 'storage' | 'packing' | 'containerLoad' | 'incoterms' | 'ports'
type NumberKey = 'moistureMax' | 'purityMin' | 'admixtureMax' | 'shelfLifeMonths' | 'leadTimeDays'

/** Row headings of the table, one per line specificationLines can give. */
const LINE_LABELS: Record<TextKey | NumberKey, MessageDescriptor> = {
  hsCode: msg`HS code`,
  botanicalName: msg`Botanical name`,
  grade: msg`Grade`,
  moistureMax: msg`Moisture (max.)`,
  purityMin: msg`Purity (min.)`,
  admixtureMax: msg`Admixture / extraneous matter (max.)`,
  shelfLifeMonths: msg`Shelf life`,
  storage: msg`Storage`,
  packing: msg`Packing`,
  containerLoad: msg`Container load`,
  leadTimeDays: msg`Lead time`,
  incoterms: msg`Incoterms`,
  ports: msg`Ports of loading`,
}

const FIGURE_NAMES: Record<KeyFigureKey, MessageDescriptor> = {
  volatileOil: msg`Volatile oil`,
  curcumin: msg`Curcumin`,
  astaColour: msg`ASTA colour`,
  pungency: msg`Heat`,
  piperine: msg`Piperine`,
  popSize: msg`Pop size`,
  brokenPieces: msg`Broken pieces`,
  totalAsh: msg`Total ash`,
  acidInsolubleAsh: msg`Acid-insoluble ash`,
  meshSize: msg`Mesh size`,
  coumarin: msg`Coumarin`,
  salt: msg`Salt`,
}

const BOUNDS: Record<FigureBound, MessageDescriptor> = { min: msg`min.`, max: msg`max.`, typical: msg`typical` }

/** The papers' kinds as buyers read them. */
export const COMPLIANCE_TITLES: Record<ComplianceKind, MessageDescriptor> = {
  coa: msg`Certificate of analysis`,
  'eto-free': msg`EtO-free declaration`,
  aflatoxin: msg`Aflatoxin report`,
  pesticide: msg`Pesticide residue report`,
  'spices-board': msg`Spices Board export certificate`,
}

const has = <K extends string>(table: Record<K, unknown>, key: string): key is K => Object.hasOwn(table, key)

/** A paper's kind in the page's language; an unknown kind is a compliance document. */
export function complianceTitleIn(i18n: I18n, kind: string): string {
  return has(COMPLIANCE_TITLES, kind) ? i18n._(COMPLIANCE_TITLES[kind]) : i18n._(msg`Compliance document`)
}

function lineLabel(i18n: I18n, line: SpecLine): string {
  if (has(LINE_LABELS, line.key)) return i18n._(LINE_LABELS[line.key])
  const figure = keyFigure(line.key)
  if (!figure || !has(FIGURE_NAMES, figure.key)) return line.label
  const name = i18n._(FIGURE_NAMES[figure.key])
  const bound = i18n._(BOUNDS[figure.bound])
  return i18n._(msg`${name} (${bound})`)
}

// One per language, made on first use: the build writes thousands of product pages with these figures.
// Kept here rather than as a style of lib/format.ts, whose code every page loads first (decision 033).
const percentFormats = new Map<Language, Intl.NumberFormat>()

function percentFigure(value: number, language: Language): string {
  let format = percentFormats.get(language)
  if (!format) percentFormats.set(language, (format = new Intl.NumberFormat(languageInfo(language).intlLocale, { style: 'percent', maximumFractionDigits: 4 })))
  return format.format(value / 100)
}

/** A line's figure written the page's way (99,5 % in German, 24 个月 in Chinese); text and lists stay as staff wrote them. */
function lineText(i18n: I18n, line: SpecLine, language: Language): string {
  if (language === DEFAULT_LANGUAGE || typeof line.value !== 'number' || !line.unit) return line.text
  const value = line.value
  if (line.unit === '%') return percentFigure(value, language)
  const number = formatDecimal(value, language)
  if (line.unit === 'months') return i18n._(msg`${plural(value, { one: `${number} month`, other: `${number} months` })}`)
  if (line.unit === 'days') return i18n._(msg`${plural(value, { one: `${number} day`, other: `${number} days` })}`)
  return `${number} ${line.unit}`
}

/** The heading and the text of a specification line as the page shows them. */
export function localSpecLine(i18n: I18n, line: SpecLine, language: Language): { label: string; text: string } {
  return { label: lineLabel(i18n, line), text: lineText(i18n, line, language) }
}
