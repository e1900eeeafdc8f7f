/**
 * The quote request's behaviour: idle → submitting → success | failure. The typed details are a
 * draft in localStorage until a send succeeds; only then is the cart cleared. One reference per
 * request, kept across retries, so a retried send is recognisably the same request.
 * The send-state machinery is the shared useSendForm; the quote's rules and texts are here.
 */
import { useRef } from 'react'
import { toast } from '@/components/ui/toast'
import { updateField } from '@/components/forms/field-spec'
import { fieldError, validate } from '@/components/forms/form-validation'
import { SEND_FAILED_TOAST, type SendState } from '@/components/forms/send-state'
import { useDraft } from '@/components/forms/use-draft'
import { useSendForm } from '@/components/forms/use-send-form'
import { cartTotal, useCart, type CartLine } from '@/features/cart'
import { useRequestCurrency } from '@/features/catalogue'
import { deliverInquiry, newReference } from '@/features/inquiry'
import { QUOTE_DRAFT_KEY, QUOTE_FIELD_SPECS, QUOTE_TEMPLATE_ID, emptyQuote, quoteParams, quoteSchema, type QuoteField, type QuoteValues } from './quote-model'

export const QUOTE_SENT_TOAST = 'Quote request sent!'

export interface SentQuote {
  reference: string
  lines: CartLine[]
  total: number
  email: string
}

/** The quote never shows 'success' itself: on success the page shows the confirmation instead. */
export type QuoteState = SendState

/** `onSent` gets what was sent; the page shows the confirmation (the cart is empty by then). */
export function useQuoteRequest(formRef: React.RefObject<HTMLFormElement | null>, lines: CartLine[], onSent: (sent: SentQuote) => void) {
  const draft = useDraft<QuoteValues>(QUOTE_DRAFT_KEY, emptyQuote())
  const [, , clearDraft] = draft
  const form = useSendForm(formRef, draft, {
    update: (values, field: QuoteField, raw) => updateField(QUOTE_FIELD_SPECS, values, field, raw),
    validate: (values) => validate(quoteSchema, values),
    fieldError: (values, field) => fieldError(quoteSchema, values, field),
    // A field showing an error is re-checked as the buyer corrects it (the port also when the Incoterm changes).
    recheck: (field) => (field === 'incoterm' ? ['incoterm', 'destinationPort'] : [field]),
    failedToast: SEND_FAILED_TOAST,
  })
  const reference = useRef<string | null>(null)
  const currency = useRequestCurrency()

  function submit() {
    return form.submit({
      skip: () => lines.length === 0,
      reference: () => (reference.current ??= newReference('QUO')),
      deliver: (data, ref, signal) => deliverInquiry(quoteParams(data, lines, ref, currency), { templateId: QUOTE_TEMPLATE_ID, signal }),
      delivered: (data, ref) => {
        reference.current = null
        // The confirmation first, then the cart is emptied: the page never flashes "Your cart is empty".
        onSent({ reference: ref, lines, total: cartTotal(lines), email: data.email })
        clearDraft()
        useCart.getState().clear()
        toast.success(QUOTE_SENT_TOAST)
      },
    })
  }

  const { values, errors, state, restored, change, reset } = form
  return { values, errors, state, restored, change, submit, reset, currency }
}
