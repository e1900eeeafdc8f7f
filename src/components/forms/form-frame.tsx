import { useId, type ReactNode, type RefObject } from 'react'
import { Trans } from '@lingui/react/macro'
import { useHydrated } from '@/lib/hydration'

interface Props {
  formRef: RefObject<HTMLFormElement | null>
  /** useForm's state, draft note and clear, and the form's submit. */
  form: { state: { phase: string }; restored: boolean; finish: () => void; submit: () => Promise<void> }
  className?: string
  /** A title names the form; a form without one is named by `label`. */
  title?: string
  label?: string
  note?: ReactNode
  sendLabel: string
  canSend?: boolean
  /** Loads what sending takes when the buyer first enters the form. */
  onFocus: () => void
  children: (idPrefix: string) => ReactNode
  /** What follows the button: the outcome of a send. */
  after?: ReactNode
}

const REQUIRED_NOTE = (
  <Trans>
    Fields marked <span aria-hidden="true">*</span>
    <span className="visually-hidden">with an asterisk</span> are required.
  </Trans>
)

/** The frame of the site's forms; the button waits for hydration so a form is never posted to nowhere. */
export function FormFrame({ formRef, form, className = '', title, label, note = REQUIRED_NOTE, sendLabel, canSend = true, onFocus, children, after }: Props) {
  const idPrefix = useId()
  const ready = useHydrated()
  const submitting = form.state.phase === 'submitting'
  return (
    <form
      ref={formRef}
      className={`inq-form ${className}`.trim()}
      noValidate
      aria-label={label}
      aria-labelledby={title ? `${idPrefix}-title` : undefined}
      aria-busy={submitting}
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit()
      }}
    >
      {title ? <h2 id={`${idPrefix}-title`}>{title}</h2> : null}
      <p className="inq-note">{note}</p>
      {form.restored ? (
        <p className="inq-note inq-restored">
          <Trans>We kept what you typed last time.</Trans>{' '}
          <button type="button" className="inq-link-button" onClick={() => form.finish()}>
            <Trans>Clear form</Trans>
          </button>
        </p>
      ) : null}
      {children(idPrefix)}
      <button type="submit" className="button button-primary inq-submit" disabled={!ready || submitting || !canSend}>
        {submitting ? <Trans>Sending...</Trans> : sendLabel}
      </button>
      {after}
    </form>
  )
}
