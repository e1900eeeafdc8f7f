/**
 * The inquiry form's behaviour: idle → submitting → success | failure, with the draft kept
 * in localStorage until a send succeeds, `?products=` prefilled after mount, and a single send per click.
 * The send-state machinery is the shared useSendForm; the inquiry's rules, texts and honeypot are here.
 */
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from '@/components/ui/toast'
import { normalizeField, updateField } from '@/components/forms/field-spec'
import { SEND_FAILED_TOAST, type SendState } from '@/components/forms/send-state'
import { useDraft } from '@/components/forms/use-draft'
import { useSendForm } from '@/components/forms/use-send-form'
import { emptyInquiry, isBotSubmission, toTemplateParams, type InquiryValues } from './form-model'
import { FIELDS, type FieldName } from './inquiry-schema'
import { newReference } from './reference'

export const SENT_TOAST = 'Message sent successfully!'
export const DRAFT_KEY = 'inquiry'

export type SubmitState = SendState

type ValidationModule = typeof import('./inquiry-validation')
let validation: ValidationModule | null = null
let loadingValidation: Promise<ValidationModule> | null = null

/** The block shown when a send is refused (its reason and the other ways to send). */
export const loadSendFailure = () => import('./components/delivery-fallbacks').then((module) => ({ default: module.SendFailure }))

/**
 * Loads what sending takes: the form's rules (zod), the delivery (which starts loading the EmailJS
 * SDK) and the failure block. On first focus, and at the latest when the form is sent. A send is
 * only tried once all are here, so a refused send can always show its fallbacks, even when the
 * connection has gone since. None of it is in the page's first load.
 */
export function preloadValidation(): Promise<ValidationModule> {
  loadingValidation ??= Promise.all([import('./inquiry-validation'), import('./delivery'), loadSendFailure()]).then(
    ([module, delivery]) => {
      delivery.preloadDelivery()
      return (validation = module)
    },
    (error: unknown) => {
      loadingValidation = null
      throw error
    },
  )
  return loadingValidation
}

const rules = {
  update: (values: InquiryValues, field: FieldName, raw: string) => updateField(FIELDS, values, field, raw),
  validate: async (values: InquiryValues) => {
    const { validate, inquirySchema } = await preloadValidation()
    return validate(inquirySchema, values)
  },
  // Errors are only on screen after a send was validated, so the rules are loaded by then.
  fieldError: (values: InquiryValues, field: FieldName) => validation?.fieldError(validation.inquirySchema, values, field),
}

export function useInquiryForm(formRef: React.RefObject<HTMLFormElement | null>, source: string, initialProducts = '') {
  const draft = useDraft<InquiryValues>(DRAFT_KEY, { ...emptyInquiry(), products: initialProducts })
  const [, setValues] = draft
  const form = useSendForm(formRef, draft, { ...rules, failedToast: SEND_FAILED_TOAST })
  const [honeypot, setHoneypot] = useState('')
  const [searchParams] = useSearchParams()
  const prefill = searchParams.get('products')

  // After mount (and after the draft is restored), so the pre-rendered HTML and hydration agree.
  useEffect(() => {
    if (prefill) setValues((v) => ({ ...v, products: normalizeField(FIELDS.products, prefill) }))
  }, [prefill, setValues])

  function succeed(reference: string) {
    form.finish({ phase: 'success', reference })
    setHoneypot('')
    toast.success(SENT_TOAST)
  }

  function submit() {
    return form.submit({
      // A bot gets the same answer as a person, so it has no reason to try again differently.
      skip: () => {
        if (!isBotSubmission(honeypot)) return false
        succeed(newReference())
        return true
      },
      reference: () => newReference(),
      deliver: async (data, reference, signal) => (await import('./delivery')).deliverInquiry({ ...toTemplateParams(data), source, reference }, { signal }),
      delivered: (_data, reference) => succeed(reference),
    })
  }

  const { values, errors, state, restored, change, reset } = form
  return { values, errors, state, restored, honeypot, setHoneypot, change, submit, reset }
}
