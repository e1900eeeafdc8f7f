/**
 * The quote request's behaviour: idle → submitting → success | failure. The typed details are a
 * draft in localStorage until a send succeeds; only then is the cart cleared. One reference per
 * request, kept across retries, so a retried send is recognisably the same request.
 */
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { deliverInquiry } from '@/features/inquiry/delivery'
import { newReference } from '@/features/inquiry/reference'
import { FAILED_TOAST } from '@/features/inquiry/use-inquiry-form'
import { useDraft } from '@/features/inquiry/use-draft'
import { cartTotal, type CartLine } from './cart-rules'
import {
  QUOTE_DRAFT_KEY,
  QUOTE_TEMPLATE_ID,
  emptyQuote,
  quoteFieldError,
  quoteParams,
  updateQuoteField,
  validateQuote,
  type QuoteErrors,
  type QuoteField,
  type QuoteValues,
} from './quote-model'
import { useCart } from './store'

export const QUOTE_SENT_TOAST = 'Quote request sent!'

export interface SentQuote {
  reference: string
  lines: CartLine[]
  total: number
  email: string
}

export type QuoteState = { phase: 'idle' } | { phase: 'submitting' } | { phase: 'failure'; status: number; hint: string; reference: string }

/** `onSent` gets what was sent; the page shows the confirmation (the cart is empty by then). */
export function useQuoteRequest(formRef: React.RefObject<HTMLFormElement | null>, lines: CartLine[], onSent: (sent: SentQuote) => void) {
  const [values, setValues, clearDraft, restored] = useDraft<QuoteValues>(QUOTE_DRAFT_KEY, emptyQuote())
  const [errors, setErrors] = useState<QuoteErrors>({})
  const [state, setState] = useState<QuoteState>({ phase: 'idle' })
  const [focusRequest, setFocusRequest] = useState<{ field: QuoteField } | null>(null)
  const reference = useRef<string | null>(null)
  const inFlight = useRef(false)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => {
    if (!focusRequest) return
    const element = formRef.current?.elements.namedItem(focusRequest.field)
    if (element instanceof HTMLElement) element.focus()
  }, [focusRequest, formRef])

  useEffect(() => () => abort.current?.abort(), [])

  function change(field: QuoteField, raw: string) {
    const next = updateQuoteField(values, field, raw)
    setValues(next)
    // A field showing an error is re-checked as the buyer corrects it (the port also when the Incoterm changes).
    const recheck = field === 'incoterm' ? (['incoterm', 'destinationPort'] as const) : [field]
    if (recheck.some((f) => errors[f])) setErrors((e) => ({ ...e, ...Object.fromEntries(recheck.map((f) => [f, quoteFieldError(next, f)])) }))
  }

  async function submit() {
    if (inFlight.current || lines.length === 0) return
    const result = validateQuote(values)
    if (!result.ok) {
      setErrors(result.errors)
      setFocusRequest({ field: result.first })
      return
    }
    inFlight.current = true
    setErrors({})
    setState({ phase: 'submitting' })
    reference.current ??= newReference('QUO')
    const sent: SentQuote = { reference: reference.current, lines, total: cartTotal(lines), email: result.data.email }
    abort.current = new AbortController()
    try {
      const answer = await deliverInquiry(quoteParams(result.data, lines, sent.reference), {
        templateId: QUOTE_TEMPLATE_ID,
        signal: abort.current.signal,
      })
      if (answer.ok) {
        reference.current = null
        // The confirmation first, then the cart is emptied: the page never flashes "Your cart is empty".
        onSent(sent)
        clearDraft()
        useCart.getState().clear()
        toast.success(QUOTE_SENT_TOAST)
        return
      }
      setState({ phase: 'failure', status: answer.status, hint: answer.hint, reference: sent.reference })
      toast.error(FAILED_TOAST, { description: answer.hint })
    } catch {
      // Only an abort lands here (the page was left); the draft and the cart are untouched.
    } finally {
      inFlight.current = false
    }
  }

  /** 'Clear form': the buyer's own choice to start over (the cart stays). */
  function reset() {
    clearDraft()
    setErrors({})
    setState({ phase: 'idle' })
  }

  return { values, errors, state, restored, change, submit, reset }
}
