import { useId, useRef } from 'react'
import { useHydrated } from '@/lib/hydration'
import { RestoredDraftNote } from '@/components/forms/restored-draft-note'
import type { CartLine } from '@/features/cart'
import { InquiryField, SendFailure, preloadDelivery, type FieldName } from '@/features/inquiry'
import { INCOTERM_HINT, SHARED_FIELDS, quoteText, type SharedField } from '../quote-model'
import { useQuoteRequest, type SentQuote } from '../use-quote-request'
import { QuoteField } from './quote-field'

const isShared = (name: FieldName): name is SharedField => (SHARED_FIELDS as readonly string[]).includes(name)

/** The quote request form of /checkout; on success the parent shows the confirmation. */
export function QuoteForm({ lines, onSent }: { lines: CartLine[]; onSent: (sent: SentQuote) => void }) {
  const idPrefix = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useQuoteRequest(formRef, lines, onSent)
  // Sending needs the script: until hydration the button stays off so nothing is posted to nowhere.
  const ready = useHydrated()
  const submitting = form.state.phase === 'submitting'
  const { values, errors } = form

  return (
    <form
      ref={formRef}
      className="inq-form quote-form"
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      aria-busy={submitting}
      onFocus={preloadDelivery}
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit()
      }}
    >
      <h2 id={`${idPrefix}-title`}>Your details</h2>
      <p className="inq-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <RestoredDraftNote restored={form.restored} onClear={form.reset} />
      <div className="inq-grid">
        {SHARED_FIELDS.map((name) => (
          <InquiryField
            key={name}
            idPrefix={idPrefix}
            name={name}
            value={values[name]}
            error={errors[name]}
            onChange={(field, value) => isShared(field) && form.change(field, value)}
          />
        ))}
        <QuoteField
          idPrefix={idPrefix}
          name="incoterm"
          value={values.incoterm}
          required
          hint={INCOTERM_HINT}
          error={errors.incoterm}
          onChange={form.change}
        />
        <QuoteField
          idPrefix={idPrefix}
          name="destinationPort"
          value={values.destinationPort}
          required={values.incoterm !== 'EXW'}
          hint="The port your goods should reach. Not needed for EXW."
          error={errors.destinationPort}
          onChange={form.change}
        />
        <QuoteField idPrefix={idPrefix} name="message" value={values.message} required={false} error={errors.message} onChange={form.change} />
      </div>
      <button type="submit" className="button button-primary inq-submit" disabled={!ready || submitting || lines.length === 0}>
        {submitting ? 'Sending...' : 'Send Quote Request'}
      </button>
      {form.state.phase === 'failure' ? (
        <SendFailure hint={form.state.hint} {...quoteText(values, lines, form.state.reference, form.currency)} />
      ) : null}
    </form>
  )
}
