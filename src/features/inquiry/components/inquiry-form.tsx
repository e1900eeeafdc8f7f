/**
 * InquiryForm({ source, initialProducts? }): the bulk inquiry form, used on /b2b, on
 * /contact and in the home page's #contact section. `source` names the placement in the e-mail
 * (e.g. 'B2B page'); `initialProducts` prefills 'Products of Interest' (the `products` URL
 * parameter, read after mount, wins over it).
 */
import { useId, useRef } from 'react'
import { useHydrated } from '@/lib/hydration'
import { useSiteSettings } from '@/components/layout/site-layout'
import { RestoredDraftNote } from '@/components/forms/restored-draft-note'
import { FIELD_NAMES } from '../inquiry-schema'
import { preloadValidation, useInquiryForm } from '../use-inquiry-form'
import { InquiryField } from './inquiry-field'
import { SubmitOutcome } from './submit-outcome'
import '../inquiry.css'

export function InquiryForm({ source, initialProducts }: { source: string; initialProducts?: string }) {
  const idPrefix = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useInquiryForm(formRef, source, initialProducts)
  const settings = useSiteSettings()
  // Sending needs the script; until it has hydrated the form, the button stays off so nothing is posted to nowhere.
  const ready = useHydrated()
  const submitting = form.state.phase === 'submitting'

  return (
    <form
      ref={formRef}
      className="inq-form"
      noValidate
      aria-label="Bulk inquiry"
      aria-busy={submitting}
      onFocus={() => {
        preloadValidation().catch(() => undefined)
      }}
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit()
      }}
    >
      <p className="inq-note">
        All fields are required<span aria-hidden="true"> (*)</span>.
      </p>
      <RestoredDraftNote restored={form.restored} onClear={form.reset} />
      <div className="inq-grid">
        {FIELD_NAMES.map((name) => (
          <InquiryField key={name} idPrefix={idPrefix} name={name} value={form.values[name]} error={form.errors[name]} onChange={form.change} />
        ))}
      </div>
      {/* Hidden from people and assistive technology; bots fill every input they find. The name matches
          no browser autofill rule, so a person's browser never fills it for them. */}
      <div className="inq-honeypot" aria-hidden="true">
        <label htmlFor={`${idPrefix}-hp`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-hp`}
          name="hp_extra"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.honeypot}
          onChange={(e) => form.setHoneypot(e.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary inq-submit" disabled={!ready || submitting}>
        {submitting ? 'Sending...' : 'Send Inquiry'}
      </button>
      <noscript>
        <p className="inq-note">
          Sending this form needs JavaScript. Please write to {settings.emails[0]} or call {settings.phones[0]}.
        </p>
      </noscript>
      <SubmitOutcome state={form.state} values={form.values} />
    </form>
  )
}
