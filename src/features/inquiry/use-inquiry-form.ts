/**
 * The inquiry form's behaviour (spec §4): idle → submitting → success | failure, with the draft kept
 * in localStorage until a send succeeds, `?products=` prefilled after mount, and a single send per click.
 */
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from '@/components/ui/toast'
import { deliverInquiry } from './delivery'
import { emptyInquiry, fieldError, isBotSubmission, normalizeField, toTemplateParams, updateField, validateInquiry, type FieldErrors, type InquiryValues } from './form-model'
import type { FieldName } from './inquiry-schema'
import { newReference } from './reference'
import { useDraft } from './use-draft'

export const SENT_TOAST = 'Message sent successfully!'
export const FAILED_TOAST = 'Something went wrong. Please try again later.'
export const DRAFT_KEY = 'inquiry'

export type SubmitState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'success'; reference: string }
  | { phase: 'failure'; status: number; hint: string; reference: string }

export function useInquiryForm(formRef: React.RefObject<HTMLFormElement | null>, source: string, initialProducts = '') {
  const [values, setValues, clearDraft, restored] = useDraft<InquiryValues>(DRAFT_KEY, { ...emptyInquiry(), products: initialProducts })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [honeypot, setHoneypot] = useState('')
  const [state, setState] = useState<SubmitState>({ phase: 'idle' })
  const [focusRequest, setFocusRequest] = useState<{ field: FieldName } | null>(null)
  const inFlight = useRef(false)
  const abort = useRef<AbortController | null>(null)
  const [searchParams] = useSearchParams()
  const prefill = searchParams.get('products')

  // After mount (and after the draft is restored), so the pre-rendered HTML and hydration agree.
  useEffect(() => {
    if (prefill) setValues((v) => ({ ...v, products: normalizeField('products', prefill) }))
  }, [prefill, setValues])

  useEffect(() => {
    if (!focusRequest) return
    const element = formRef.current?.elements.namedItem(focusRequest.field)
    if (element instanceof HTMLElement) element.focus()
  }, [focusRequest, formRef])

  useEffect(() => () => abort.current?.abort(), [])

  function change(field: FieldName, raw: string) {
    const next = updateField(values, field, raw)
    setValues(next)
    // Once a field shows an error, it is re-checked as the user corrects it.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: fieldError(next, field) }))
  }

  function succeed(reference: string) {
    clearDraft()
    setErrors({})
    setHoneypot('')
    setState({ phase: 'success', reference })
    toast.success(SENT_TOAST)
  }

  async function submit() {
    if (inFlight.current) return
    const reference = newReference()
    // A bot gets the same answer as a person, so it has no reason to try again differently.
    if (isBotSubmission(honeypot)) return succeed(reference)
    const result = validateInquiry(values)
    if (!result.ok) {
      setErrors(result.errors)
      setFocusRequest({ field: result.first })
      return
    }
    inFlight.current = true
    setErrors({})
    setState({ phase: 'submitting' })
    abort.current = new AbortController()
    try {
      const answer = await deliverInquiry({ ...toTemplateParams(result.data), source, reference }, { signal: abort.current.signal })
      if (answer.ok) return succeed(reference)
      setState({ phase: 'failure', status: answer.status, hint: answer.hint, reference })
      toast.error(FAILED_TOAST, { description: answer.hint })
    } catch {
      // Only an abort lands here (the form left the page); the draft still holds every word.
    } finally {
      inFlight.current = false
    }
  }

  /** 'Clear form': the user's own choice to start over. */
  function reset() {
    clearDraft()
    setErrors({})
    setState({ phase: 'idle' })
  }

  return { values, errors, state, restored, honeypot, setHoneypot, change, submit, reset }
}
