import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { recheckErrors, type FieldErrors, type FormValidation, type SendAnswer, type SendState } from './send-state'

/** A draft as useDraft returns it: [values, setValues, clear, restored]. */
export type DraftTuple<V> = readonly [values: V, setValues: React.Dispatch<React.SetStateAction<V>>, clear: () => void, restored: boolean]

/** The feature's rules for useSendForm: how a keystroke changes the values, and what is valid. */
export interface SendFormOptions<F extends string, V, D> {
  /** The values after the user typed or pasted `raw` into `field`. */
  update: (values: V, field: F, raw: string) => V
  /** May be asynchronous: a form can load its rules on first use. A rejection counts as a failed send. */
  validate: (values: V) => FormValidation<F, D> | Promise<FormValidation<F, D>>
  /** The error `field` shows for `values`, if any: for re-checking a field while the user corrects it. */
  fieldError: (values: V, field: F) => string | undefined
  /** The fields re-checked when `field` changes (default: `field` alone). */
  recheck?: (field: F) => readonly F[]
  /** The toast's title when a delivery is refused (the delivery's hint is its description). */
  failedToast: string
}

/** One send as the feature makes it, handed to `submit`. */
export interface SendPlan<D> {
  /** Asked first, after the double-send guard: true ends this submit before validation. */
  skip?: () => boolean
  /** The request's reference, asked for once the values are valid (also shown when the send fails). */
  reference: () => string
  deliver: (data: D, reference: string, signal: AbortSignal) => Promise<SendAnswer>
  /** After the delivery accepted the message; the state is left as it is, for the feature to set. */
  delivered: (data: D, reference: string) => void
}

/**
 * The behaviour the site's message forms share: a draft kept by useDraft, field errors (re-checked
 * as the user corrects them), the send state idle → submitting → success | failure, focus on the
 * first invalid field, one send at a time (a second click while sending does nothing), and the
 * send aborted when the form leaves the page. The feature supplies its rules (`options`) and, per
 * submit, how it sends (`SendPlan`); texts and success handling stay with the feature.
 */
export function useSendForm<F extends string, V, D>(formRef: React.RefObject<HTMLFormElement | null>, draft: DraftTuple<V>, options: SendFormOptions<F, V, D>) {
  const [values, setValues, clearDraft, restored] = draft
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [state, setState] = useState<SendState>({ phase: 'idle' })
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null)
  const inFlight = useRef(false)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => {
    if (!focusRequest) return
    const element = formRef.current?.elements.namedItem(focusRequest.field)
    if (element instanceof HTMLElement) element.focus()
  }, [focusRequest, formRef])

  useEffect(() => () => abort.current?.abort(), [])

  // What the visitor typed into the pre-rendered form before it hydrated is in its elements, not in
  // the state (React leaves a hydrated field's text as it finds it): take it over, over the draft.
  // In the commit that hydrates the form, after the draft is read (use-draft.ts) and before anything
  // can render the form again: a render with the state's value sets a select back to it (a
  // keystroke arriving in between did so in about 1 load of 5).
  const [rendered] = useState(values)
  const { update } = options
  const adopted = useRef(false)
  useLayoutEffect(() => {
    const form = formRef.current
    if (adopted.current || !form) return
    adopted.current = true
    const typed = typedBeforeHydration(form, rendered)
    if (typed.length > 0) setValues((current) => typed.reduce((next, [field, raw]) => update(next, field as F, raw), current))
  }, [formRef, rendered, setValues, update])

  function change(field: F, raw: string) {
    const next = options.update(values, field, raw)
    setValues(next)
    const fields = options.recheck?.(field) ?? [field]
    setErrors((shown) => recheckErrors(shown, fields, (f) => options.fieldError(next, f)))
  }

  async function submit(plan: SendPlan<D>) {
    if (inFlight.current || plan.skip?.()) return
    inFlight.current = true
    let result: FormValidation<F, D>
    try {
      const validated = options.validate(values)
      // A synchronous rule stays synchronous: the send starts in the same task as the click.
      result = validated instanceof Promise ? await validated : validated
    } catch {
      // The rules could not be loaded (offline): nothing was sent, and the draft keeps every word.
      inFlight.current = false
      toast.error(options.failedToast, { description: 'Please check your connection and try again.' })
      return
    }
    if (!result.ok) {
      inFlight.current = false
      setErrors(result.errors)
      setFocusRequest({ field: result.first })
      return
    }
    setErrors({})
    setState({ phase: 'submitting' })
    const reference = plan.reference()
    abort.current = new AbortController()
    try {
      const answer = await plan.deliver(result.data, reference, abort.current.signal)
      if (answer.ok) return plan.delivered(result.data, reference)
      setState({ phase: 'failure', status: answer.status, hint: answer.hint, reference })
      toast.error(options.failedToast, { description: answer.hint })
    } catch {
      // Only an abort lands here (the form left the page); the draft still holds every word.
    } finally {
      inFlight.current = false
    }
  }

  /** Forgets the draft and the errors, and shows `next`. */
  function finish(next: SendState) {
    clearDraft()
    setErrors({})
    setState(next)
  }

  /** 'Clear form': the user's own choice to start over. */
  function reset() {
    finish({ phase: 'idle' })
  }

  return { values, errors, state, restored, change, submit, finish, reset }
}

/**
 * The text fields and selects among `rendered`'s string fields that the visitor changed before the
 * form hydrated: the element's value differs both from the one the HTML gave it (its default) and
 * from the value this form rendered with. The second test matters for a select React mounts on the
 * client (the quote and sample forms, once the saved list is read): it has no default option, and
 * its placeholder would otherwise look changed.
 */
function typedBeforeHydration<V>(form: HTMLFormElement, rendered: V): [field: string, raw: string][] {
  const typed: [string, string][] = []
  for (const [field, value] of Object.entries(rendered as Record<string, unknown>)) {
    if (typeof value !== 'string') continue
    const element = form.elements.namedItem(field)
    const changedFromHtml =
      element instanceof HTMLSelectElement
        ? [...element.options].some((option) => option.selected !== option.defaultSelected)
        : (element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !UNTYPED.has(element.type))) &&
          element.value !== element.defaultValue
    if (changedFromHtml && (element as HTMLInputElement).value !== value) typed.push([field, (element as HTMLInputElement).value])
  }
  return typed
}

/** Inputs whose `value` is not what the visitor typed. */
const UNTYPED = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file', 'image'])
