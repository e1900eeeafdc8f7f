import { useRef } from 'react'
import { useLingui } from '@lingui/react'
import { toast } from '@/components/ui/toast'
import { FormField } from '@/components/forms/form-field'
import { FormFrame } from '@/components/forms/form-frame'
import { validate } from '@/components/forms/field-rules'
import { useForm } from '@/components/forms/use-form'
import { loadStaffText } from '@/components/forms/staff-text'
import { useLanguage } from '@/lib/i18n'
import { useRequestCurrency } from '@/features/catalogue'
import { SendFailure, deliverInquiry, newReference, preloadDelivery } from '@/features/inquiry'
import type { RequestKind } from '../kinds'
import { requestParams, requestText, type RequestList } from '../request-model'
import '../requests.css'

/** What the confirmation shows of a sent request (the list is empty by then). */
export interface SentRequest {
  reference: string
  count: number
  summary: string
  email: string
}

interface Props<F extends string> {
  kind: RequestKind<F>
  list: RequestList
  onSent: (sent: SentRequest) => void
}

/** One reference per request, kept across retries, so a retried send is recognisably the same. */
export function RequestForm<F extends string>({ kind, list, onSent }: Props<F>) {
  const formRef = useRef<HTMLFormElement>(null)
  const names = Object.keys(kind.fields) as F[]
  const form = useForm(formRef, {
    draftKey: kind.draftKey,
    initial: Object.fromEntries(names.map((name) => [name, ''])) as Record<F, string>,
    specs: kind.fields,
    check: (values) => validate(kind.schema, values),
    recheck: kind.recheck,
    // Staff's English labels, for the e-mail and the fallbacks.
    load: loadStaffText,
  })
  const reference = useRef<string | null>(null)
  const currency = useRequestCurrency()
  const language = useLanguage()
  const { i18n } = useLingui()
  const context = (ref: string) => ({ list, reference: ref, currency, language })
  const required: Partial<Record<F, boolean>> = kind.required?.(form.values) ?? {}

  const submit = () =>
    form.submit({
      skip: () => list.count === 0,
      reference: () => (reference.current ??= newReference(kind.prefix)),
      deliver: (data, ref, signal) => deliverInquiry(requestParams(kind, data, context(ref)), { templateId: kind.template, signal }),
      delivered: (data, ref) => {
        reference.current = null
        // The confirmation first, then the list is emptied: the page never flashes an empty list.
        onSent({ reference: ref, count: list.count, summary: list.summary, email: (data as Record<string, string>).email ?? '' })
        form.finish()
        list.clear()
        toast.success(i18n._(kind.sentToast))
      },
    })

  const { state } = form
  return (
    <FormFrame
      formRef={formRef}
      form={{ ...form, submit }}
      className="request-form"
      title={i18n._(kind.title)}
      sendLabel={i18n._(kind.sendLabel)}
      canSend={list.count > 0}
      onFocus={preloadDelivery}
      after={state.phase === 'failure' ? <SendFailure hint={state.hint} {...requestText(kind, form.values, context(state.reference))} /> : null}
    >
      {(idPrefix) => (
        <div className="inq-grid">
          {names.map((name) => (
            <FormField
              key={name}
              idPrefix={idPrefix}
              name={name}
              spec={kind.fields[name]}
              value={form.values[name]}
              error={form.errors[name]}
              required={required[name]}
              onChange={form.change}
            />
          ))}
        </div>
      )}
    </FormFrame>
  )
}
