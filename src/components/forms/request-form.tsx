import { useId, type ReactNode, type RefObject } from 'react'
import { useHydrated } from '@/lib/hydration'
import { RestoredDraftNote } from './restored-draft-note'

/** What a request form's hook gives the frame: its send state, draft and submit. */
export interface RequestFormState {
  state: { phase: string }
  restored: boolean
  reset: () => void
  submit: () => Promise<void>
}

interface Props {
  /** The form element's ref, which the feature's hook reads (focus of the first field to fix). */
  formRef: RefObject<HTMLFormElement | null>
  form: RequestFormState
  className: string
  title: string
  /** The submit button's words, and whether there is anything to send. */
  sendLabel: string
  canSend: boolean
  /** Loads the delivery code when the buyer first enters the form. */
  onFocus: () => void
  /** The fields, given the id prefix their ids start with. */
  children: (idPrefix: string) => ReactNode
  /** What follows the button: the failure block after a failed send. */
  after?: ReactNode
}

/**
 * The frame of a request form (quote, samples): a titled form that is never posted to nowhere (the
 * button waits for hydration), the note on required fields, the restored draft's note, the fields,
 * and the submit button that says when it is sending.
 */
export function RequestForm({ formRef, form, className, title, sendLabel, canSend, onFocus, children, after }: Props) {
  const idPrefix = useId()
  const ready = useHydrated()
  const submitting = form.state.phase === 'submitting'
  return (
    <form
      ref={formRef}
      className={`inq-form ${className}`}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      aria-busy={submitting}
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit()
      }}
    >
      <h2 id={`${idPrefix}-title`}>{title}</h2>
      <p className="inq-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <RestoredDraftNote restored={form.restored} onClear={form.reset} />
      {children(idPrefix)}
      <button type="submit" className="button button-primary inq-submit" disabled={!ready || submitting || !canSend}>
        {submitting ? 'Sending...' : sendLabel}
      </button>
      {after}
    </form>
  )
}
