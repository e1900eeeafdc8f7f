// A kind is data; the form, the hook, the e-mail and the confirmation are shared (docs/decisions/031).
// Staff's texts are English strings; the buyer's are catalogue messages, read in the page's language.
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { FormSchema } from '@/components/forms/field-rules'
import type { FieldSpecs } from '@/components/forms/field-spec'
import { QUOTE_FIELDS, quoteSchema, type QuoteField } from './quote-fields'
import { SAMPLE_FIELDS, sampleSchema, type SampleField } from './sample-fields'

export interface RequestKind<F extends string> {
  /** Of the reference number: QUO-20261122-7KQ2. */
  prefix: string
  /** The EmailJS template (the embedded mail endpoint knows it too). */
  template: string
  draftKey: string
  /** In the form's order; `name`, `company` and `email` are expected among them. */
  fields: FieldSpecs<F>
  schema: FormSchema<Record<F, string>>
  /** Fields re-checked together while the buyer corrects one. */
  recheck?: Partial<Record<F, readonly F[]>>
  /** Whether a field is required, where that depends on other values (otherwise its spec says). */
  required?(values: Record<F, string>): Partial<Record<F, boolean>>
  /** Select fields sent by their code rather than their option's label. */
  codes?: readonly F[]
  /** The e-mail after the list and the details: long fields as paragraphs and the currency lines, in this order. */
  sections: readonly (F | 'currency')[]
  /** Follows the currency the buyer read prices in. */
  currencyNote: string
  /** The e-mail's subject starts with it; `source` tells staff where it came from. */
  subject: string
  source: string
  listHeading: string
  title: MessageDescriptor
  sendLabel: MessageDescriptor
  sentToast: MessageDescriptor
  /** The confirmation: its heading, what was received and what follows, the way on. */
  sent: { heading: MessageDescriptor; received: (sent: Received) => MessageDescriptor; next: { to: string; label: MessageDescriptor } }
}

/** What the confirmation's sentence names: the list's size and summary, the buyer's e-mail. */
interface Received {
  count: number
  summary: string
  email: string
}

export const REQUEST_KINDS = {
  quote: {
    prefix: 'QUO',
    template: 'quote_template',
    draftKey: 'quote',
    fields: QUOTE_FIELDS,
    schema: quoteSchema,
    recheck: { incoterm: ['incoterm', 'destinationPort'] },
    required: (values) => ({ destinationPort: values.incoterm !== 'EXW' }),
    codes: ['incoterm'],
    sections: ['currency', 'message'],
    currencyNote: 'The figures above are in rupees.',
    subject: 'Quote request',
    source: 'Quote request (cart)',
    listHeading: 'Products:',
    title: msg`Your details`,
    sendLabel: msg`Send Quote Request`,
    sentToast: msg`Quote request sent!`,
    sent: {
      heading: msg`Thank you! Your quote request has been sent.`,
      received: ({ count, summary, email }) =>
        msg`We received your request for ${plural(count, { one: '# product', other: '# products' })} (${summary}) and will send a detailed quote to ${email} within 48 hours.`,
      next: { to: '/products', label: msg`Continue shopping` },
    },
  } satisfies RequestKind<QuoteField>,
  sample: {
    prefix: 'SMP',
    template: 'sample_template',
    draftKey: 'sample-request',
    fields: SAMPLE_FIELDS,
    schema: sampleSchema,
    sections: ['address', 'intendedUse', 'currency'],
    currencyNote: 'A price offer after the samples is welcome in that currency.',
    subject: 'Sample request',
    source: 'Sample request',
    listHeading: 'Samples:',
    title: msg`Where to send your samples`,
    sendLabel: msg`Send Sample Request`,
    sentToast: msg`Sample request sent!`,
    sent: {
      heading: msg`Thank you! Your sample request has been sent.`,
      received: ({ count, summary, email }) =>
        msg`We received your request for ${plural(count, { one: '# sample', other: '# samples' })} (${summary}) and will confirm the dispatch and tracking to ${email} within 48 hours.`,
      next: { to: '/products', label: msg`Back to the catalogue` },
    },
  } satisfies RequestKind<SampleField>,
}
