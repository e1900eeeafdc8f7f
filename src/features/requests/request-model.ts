// The same text feeds the e-mail and the fallbacks (mail, WhatsApp, copy): staff's English labels, the buyer's words as typed.
import { normalizeField, oneLine } from '@/components/forms/field-spec'
import { languageLine, languageParams, staffText } from '@/components/forms/staff-text'
import type { Language } from '../../../shared/languages'
import { RUPEES_REQUEST, requestCurrencyLines, type RequestCurrency } from '@/features/catalogue'
import type { RequestKind } from './kinds'

/** The list a request sends (the cart's lines, the listed samples), as the page that holds it gives it. */
export interface RequestList {
  count: number
  block: string
  /** For the confirmation, in brackets after the count: "total ₹1,000", the samples' names. */
  summary: string
  params: Record<string, string>
  clear: () => void
}

/** A select's option label in English (or the code, for the kind's `codes`); an empty optional field is "-". */
function shown<F extends string>(kind: RequestKind<F>, field: F, value: string): string {
  const spec = kind.fields[field]
  if (!value && spec.required === null) return '-'
  if (kind.codes?.includes(field)) return value
  const option = spec.options?.find((o) => o.value === value)
  return option ? staffText(option.label) : value
}

/** What a request is sent with beyond its fields: the list, its reference, the buyer's currency and language. */
export interface RequestContext {
  list: RequestList
  reference: string
  currency?: RequestCurrency
  language: Language
}

/** "Shipping Address" → "Shipping address:" */
const heading = (label: string) => `${label.charAt(0)}${label.slice(1).toLowerCase()}:`

export function requestText<F extends string>(
  kind: RequestKind<F>,
  values: Record<F, string>,
  { list, reference, currency = RUPEES_REQUEST, language }: RequestContext,
): { subject: string; body: string } {
  const contact = values as Record<string, string>
  const who = [contact.name?.trim(), contact.company?.trim()].filter(Boolean).join(', ')
  const fields = Object.keys(kind.fields) as F[]
  // Long texts follow as paragraphs of their own (kind.sections); an empty optional one is left out.
  const details = fields.filter((f) => kind.fields[f].kind !== 'textarea').map((f) => `${staffText(kind.fields[f].label)}: ${shown(kind, f, values[f].trim())}`)
  const sections = kind.sections.flatMap((section) => {
    if (section === 'currency') return requestCurrencyLines(currency, kind.currencyNote)
    const text = values[section].trim()
    return text || kind.fields[section].required ? ['', heading(staffText(kind.fields[section].label)), text] : []
  })
  return {
    subject: oneLine(`${kind.subject}${who ? ` from ${who}` : ''} (${reference})`),
    body: [kind.listHeading, list.block, '', ...details, languageLine(language), ...sections, '', `Reference: ${reference}`].join('\n'),
  }
}

/** Every field (cleaned once more: never trust the UI, options by their label), the list, the currency, the language, the texts. */
export function requestParams<F extends string>(kind: RequestKind<F>, data: Record<F, string>, context: RequestContext): Record<string, string> {
  const { list, reference, currency = RUPEES_REQUEST, language } = context
  const params: Record<string, string> = {}
  for (const field of Object.keys(kind.fields) as F[]) {
    const value = normalizeField(kind.fields[field], data[field]).trim()
    params[field] = value && shown(kind, field, value)
  }
  return {
    ...params,
    ...list.params,
    ...requestText(kind, data, context),
    ...languageParams(language),
    currency: currency.currency,
    exchangeRate: currency.rate,
    items: String(list.count),
    reference,
    source: kind.source,
  }
}
