// The rules load on first focus (load-rules.ts).
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { toast } from '@/components/ui/toast'
import { useSiteSettings } from '@/components/layout/site-layout'
import { normalizeField } from '@/components/forms/field-spec'
import { FormField } from '@/components/forms/form-field'
import { FormFrame } from '@/components/forms/form-frame'
import { useForm } from '@/components/forms/use-form'
import { useLanguage } from '@/lib/i18n'
import { loadAgain } from '@/lib/load-again'
import { emptyInquiry, isBotSubmission, toTemplateParams } from '../form-model'
import { FIELDS, FIELD_NAMES } from '../inquiry-schema'
import { loadedRules, preloadValidation } from '../load-rules'
import { newReference } from '../reference'
import { SubmitOutcome } from './submit-outcome'
import '../inquiry.css'

const SENT_TOAST = msg`Message sent successfully!`

export function InquiryForm({ source, initialProducts = '' }: { source: string; initialProducts?: string }) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm(formRef, {
    draftKey: 'inquiry',
    initial: { ...emptyInquiry(), products: initialProducts },
    specs: FIELDS,
    check: (values) => {
      const rules = loadedRules()
      return rules?.validate(rules.inquirySchema, values)
    },
    load: preloadValidation,
  })
  const [honeypot, setHoneypot] = useState('')
  const settings = useSiteSettings()
  const language = useLanguage()
  const { i18n, t } = useLingui()
  // In a sentence the phone number is isolated left to right (U+2066…U+2069), so an Arabic page writes +91 first.
  const [email, phone] = [settings.emails[0], settings.phones[0] ? `\u2066${settings.phones[0]}\u2069` : undefined]
  const prefill = useSearchParams()[0].get('products')
  const { setValues } = form

  // After mount (and after the draft is restored), so the pre-rendered HTML and hydration agree.
  useEffect(() => {
    if (prefill) setValues((v) => ({ ...v, products: normalizeField(FIELDS.products, prefill) }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill])

  function succeed(reference: string) {
    form.finish({ phase: 'success', reference })
    setHoneypot('')
    toast.success(i18n._(SENT_TOAST))
  }

  const submit = () =>
    form.submit({
      // A bot gets the same answer as a person, so it has no reason to try again differently.
      skip: () => {
        if (!isBotSubmission(honeypot)) return false
        succeed(newReference())
        return true
      },
      reference: () => newReference(),
      deliver: async (data, reference, signal) =>
        (await loadAgain(() => import('../delivery'))).deliverInquiry({ ...toTemplateParams(data, language), source, reference }, { signal }),
      delivered: (_data, reference) => succeed(reference),
    })

  return (
    <FormFrame
      formRef={formRef}
      form={{ ...form, submit }}
      label={t`Bulk inquiry`}
      note={
        <Trans>
          All fields are required<span aria-hidden="true"> (*)</span>.
        </Trans>
      }
      sendLabel={t`Send Inquiry`}
      onFocus={() => {
        preloadValidation().catch(() => undefined)
      }}
      after={
        <>
          <noscript>
            <p className="inq-note">
              <Trans>
                Sending this form needs JavaScript. Please write to {email} or call {phone}.
              </Trans>
            </p>
          </noscript>
          <SubmitOutcome state={form.state} values={form.values} language={language} />
        </>
      }
    >
      {(idPrefix) => (
        <>
          <div className="inq-grid">
            {FIELD_NAMES.map((name) => (
              <FormField
                key={name}
                idPrefix={idPrefix}
                name={name}
                spec={FIELDS[name]}
                value={form.values[name]}
                error={form.errors[name]}
                onChange={form.change}
              />
            ))}
          </div>
          {/* Hidden from people and assistive technology; bots fill every input they find. The name matches
              no browser autofill rule, so a person's browser never fills it for them. Clipped in place: a
              box moved 10,000 px to the left widened right-to-left pages by as much. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={`${idPrefix}-hp`}>
              <Trans>Leave this field empty</Trans>
            </label>
            <input
              id={`${idPrefix}-hp`}
              name="hp_extra"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(e) => setHoneypot(e.target.value)}
            />
          </div>
        </>
      )}
    </FormFrame>
  )
}
