import { useRef } from 'react'
import { RequestForm } from '@/components/forms/request-form'
import type { CartLine } from '@/features/cart'
import { InquiryField, SendFailure, preloadDelivery, type FieldName } from '@/features/inquiry'
import { INCOTERM_HINT, SHARED_FIELDS, quoteText, type SharedField } from '../quote-model'
import { useQuoteRequest, type SentQuote } from '../use-quote-request'
import { QuoteField } from './quote-field'

const isShared = (name: FieldName): name is SharedField => (SHARED_FIELDS as readonly string[]).includes(name)

/** The quote request form of /checkout; on success the parent shows the confirmation. */
export function QuoteForm({ lines, onSent }: { lines: CartLine[]; onSent: (sent: SentQuote) => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useQuoteRequest(formRef, lines, onSent)
  const { values, errors } = form

  return (
    <RequestForm
      formRef={formRef}
      form={form}
      className="quote-form"
      title="Your details"
      sendLabel="Send Quote Request"
      canSend={lines.length > 0}
      onFocus={preloadDelivery}
      after={form.state.phase === 'failure' ? <SendFailure hint={form.state.hint} {...quoteText(values, lines, form.state.reference, form.currency)} /> : null}
    >
      {(idPrefix) => (
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
      )}
    </RequestForm>
  )
}
