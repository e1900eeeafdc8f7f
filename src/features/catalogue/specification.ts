// The table, the PDF and the JSON-LD all read these lines, so the three never disagree (docs/decisions/013).
import type { ComplianceDocument, ExportSpec } from '@/lib/queries'
import {
  SPEC_NUMBERS,
  complianceKindTitle,
  formatSpecNumber,
  formatWithUnit,
  keyFigure,
  keyFigureLabel,
  type SpecNumberKey,
} from '../../../shared/export-spec-rules.ts'
import { isValidOn } from '../../../shared/dates.ts'

export interface SpecLine {
  key: string
  label: string
  /** As shown to a reader: '2.5 ml/100 g', 'FOB, CFR, CIF'. */
  text: string
  /** For JSON-LD: the plain figure and its unit, when the line is one number. */
  value?: number | string
  unit?: string
}

/** A specification's figures; the whole list asks for only some of them (SPEC_FIGURES). */
export type SpecFigures = Partial<Omit<ExportSpec, 'certificates'>>

const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== ''
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const list = (items: readonly (string | null | undefined)[] | null | undefined) => (items ?? []).filter(filled).map((s) => s.trim())

const UNIT_TEXT: Record<string, (n: number) => string> = {
  months: (n) => `${formatSpecNumber(n)} month${n === 1 ? '' : 's'}`,
  days: (n) => `${formatSpecNumber(n)} day${n === 1 ? '' : 's'}`,
}

function numberLine(spec: SpecFigures, key: SpecNumberKey): SpecLine[] {
  const value = spec[key]
  if (!isNumber(value)) return []
  const { label, unit } = SPEC_NUMBERS[key]
  const text = UNIT_TEXT[unit]?.(value) ?? formatWithUnit(value, unit)
  return [{ key, label, text, value, unit }]
}

function textLine(key: string, label: string, text: string | null | undefined): SpecLine[] {
  return filled(text) ? [{ key, label, text: text.trim(), value: text.trim() }] : []
}

function listLine(key: string, label: string, items: readonly (string | null | undefined)[] | null | undefined): SpecLine[] {
  const values = list(items)
  return values.length > 0 ? [{ key, label, text: values.join(', ') }] : []
}

/** '13 t (20 ft), 26 t (40 ft)', or one of the two. */
function containerLine(spec: SpecFigures): SpecLine[] {
  const loads = [
    isNumber(spec.container20ft) ? `${formatSpecNumber(spec.container20ft)} t (20 ft)` : null,
    isNumber(spec.container40ft) ? `${formatSpecNumber(spec.container40ft)} t (40 ft)` : null,
  ].filter(filled)
  return loads.length > 0 ? [{ key: 'containerLoad', label: 'Container load', text: loads.join(', ') }] : []
}

/** Only the figures that are filled and known; an unknown figure (renamed in the list) is skipped, not guessed. */
function keyFigureLines(spec: SpecFigures): SpecLine[] {
  return (spec.keyFigures ?? []).flatMap((entry) => {
    const definition = entry.figure ? keyFigure(entry.figure) : undefined
    if (!definition || !isNumber(entry.value)) return []
    return [
      { key: definition.key, label: keyFigureLabel(definition), text: formatWithUnit(entry.value, definition.unit), value: entry.value, unit: definition.unit },
    ]
  })
}

/** The lines of the specification, in the order a buyer checks them, only those that are filled. */
export function specificationLines(spec: SpecFigures | null | undefined): SpecLine[] {
  if (!spec) return []
  return [
    ...textLine('hsCode', 'HS code', spec.hsCode),
    ...textLine('botanicalName', 'Botanical name', spec.botanicalName),
    ...textLine('grade', 'Grade', spec.grade),
    ...numberLine(spec, 'moistureMax'),
    ...numberLine(spec, 'purityMin'),
    ...numberLine(spec, 'admixtureMax'),
    ...keyFigureLines(spec),
    ...numberLine(spec, 'shelfLifeMonths'),
    ...textLine('storage', 'Storage', spec.storage),
    ...listLine('packing', 'Packing', spec.packing),
    ...containerLine(spec),
    ...numberLine(spec, 'leadTimeDays'),
    ...listLine('incoterms', 'Incoterms', spec.incoterms),
    ...listLine('ports', 'Ports of loading', spec.ports),
  ]
}

export type SpecCertificate = NonNullable<NonNullable<ExportSpec['certificates']>[number]>

/** Certificates that still hold on `today` (a reference to a deleted certificate resolves to null). */
export function currentCertificates(spec: ExportSpec | null | undefined, today: string): SpecCertificate[] {
  return (spec?.certificates ?? []).filter((c): c is SpecCertificate => c !== null && filled(c.title) && (!c.validUntil || isValidOn(c.validUntil, today)))
}

/** Papers a buyer may see on `today`: not expired, with a file to download. */
export function currentCompliance(documents: readonly ComplianceDocument[] | null | undefined, today: string): ComplianceDocument[] {
  return (documents ?? []).filter((d) => isValidOn(d.expiresOn, today) && filled(d.file?.url))
}

export function complianceTitle(document: Pick<ComplianceDocument, 'kind'>): string {
  return complianceKindTitle(document.kind)
}

/** Whether there is anything to show in the Specification section. */
export function hasSpecification(spec: ExportSpec | null | undefined, today: string): boolean {
  return specificationLines(spec).length > 0 || currentCertificates(spec, today).length > 0
}

/** 'cumin-seeds-jeera' → 'cumin-seeds-jeera-spec-sheet.pdf' */
export function specSheetFileName(slug: string): string {
  const safe =
    slug
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'product'
  return `${safe}-spec-sheet.pdf`
}
