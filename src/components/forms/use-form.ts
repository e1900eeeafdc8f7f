/** What every message form does: a persisted draft, typed-before-hydration text kept, errors, one send at a time. */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { persist } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { toast } from '@/components/ui/toast'
import { safeLocalStorage } from '@/lib/safe-storage'
import { normalizeField, type FieldError, type FieldSpecs } from './field-spec'

/** The toast's title when a send is refused or cannot start (its description says why). */
const SEND_FAILED_TOAST = msg`Something went wrong. Please try again later.`
const RULES_UNREACHABLE = msg`Please check your connection and try again.`

export type SendState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'success'; reference: string }
  | { phase: 'failure'; status: number; hint: MessageDescriptor; reference: string }
export type Validation<F extends string, D> = { ok: true; data: D } | { ok: false; errors: Partial<Record<F, FieldError>>; first: F }
/** How a delivery answered (the inquiry's delivery result fits); the hint is read in the page's language. */
export type SendAnswer = { ok: true } | { ok: false; status: number; hint: MessageDescriptor }

export interface FormOptions<F extends string, D> {
  draftKey: string
  initial: Record<F, string>
  specs: FieldSpecs<F>
  /** The values checked by the rules; undefined while the rules are not loaded (`load` brings them). */
  check: (values: Record<F, string>) => Validation<F, D> | undefined
  /** Loads the rules (and what sending takes) before a send; a rejection means nothing was sent. */
  load?: () => Promise<unknown>
  /** The fields re-checked when one changes (by default the field alone). */
  recheck?: Partial<Record<F, readonly F[]>>
}

/** One send: `skip` is asked first; the reference once the values are valid (kept by the failure state). */
export interface SendPlan<D> {
  skip?: () => boolean
  reference: () => string
  deliver: (data: D, reference: string, signal: AbortSignal) => Promise<SendAnswer>
  /** After the delivery accepted the message; the state is left for the caller to set. */
  delivered: (data: D, reference: string) => void
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** What storage gave back, checked against the form's fields: only known fields holding text are kept. */
export function readDraft<F extends string>(stored: unknown, initial: Record<F, string>): Record<F, string> {
  const saved = Object((stored as { values?: unknown } | null | undefined)?.values) as Record<string, unknown>
  return Object.fromEntries(Object.entries(initial).map(([key, value]) => [key, typeof saved[key] === 'string' ? saved[key] : value])) as Record<F, string>
}

function draftStore<F extends string>(key: string, initial: Record<F, string>) {
  type V = Record<F, string>
  return createStore<{ values: V }>()(
    persist(() => ({ values: initial }), {
      name: `draft:${key}`,
      skipHydration: true,
      // Stored as the bare values, as before the store existed; an untouched form leaves nothing behind.
      storage: {
        getItem: (name) => {
          try {
            return { state: { values: JSON.parse(safeLocalStorage.getItem(name) ?? 'null') as V }, version: 0 }
          } catch {
            return null
          }
        },
        setItem: (name, { state }) =>
          same(state.values, initial) ? safeLocalStorage.removeItem(name) : safeLocalStorage.setItem(name, JSON.stringify(state.values)),
        removeItem: (name) => safeLocalStorage.removeItem(name),
      },
      // zustand does not check what comes back from storage (which may hold anything).
      merge: (stored, current) => ({ values: readDraft(stored, current.values) }),
    }),
  )
}

export function useForm<F extends string, D>(formRef: React.RefObject<HTMLFormElement | null>, options: FormOptions<F, D>) {
  type V = Record<F, string>
  const [store] = useState(() => draftStore(options.draftKey, options.initial))
  const values = useStore(store, (s) => s.values)
  const setValues = (next: (current: V) => V) => store.setState((s) => ({ values: next(s.values) }))
  const [restored, setRestored] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<F, FieldError>>>({})
  const [state, setState] = useState<SendState>({ phase: 'idle' })
  const [focus, setFocus] = useState<{ field: F } | null>(null)
  const inFlight = useRef(false)
  const abort = useRef<AbortController | null>(null)
  const { specs, initial } = options
  const { i18n } = useLingui()

  useLayoutEffect(() => {
    const form = formRef.current
    if (store.persist.hasHydrated() || !form) return
    void store.persist.rehydrate()
    setRestored(!same(store.getState().values, initial))
    // Before anything can render the form again: a render with the state's value would set a select back.
    const typed = typedBeforeHydration(form, initial)
    if (typed.length > 0) setValues((current) => typed.reduce((next, [field, raw]) => ({ ...next, [field]: normalizeField(specs[field as F], raw) }), current))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (focus) (formRef.current?.elements.namedItem(focus.field) as HTMLElement | null)?.focus()
  }, [focus, formRef])

  useEffect(() => () => abort.current?.abort(), [])

  function change(field: F, raw: string) {
    const next = { ...values, [field]: normalizeField(specs[field], raw) }
    setValues(() => next)
    const fields = options.recheck?.[field] ?? [field]
    setErrors((shown) => {
      if (!fields.some((f) => shown[f])) return shown
      const result = options.check(next)
      return { ...shown, ...Object.fromEntries(fields.map((f) => [f, result?.ok === false ? result.errors[f] : undefined])) }
    })
  }

  async function submit(plan: SendPlan<D>) {
    if (inFlight.current || plan.skip?.()) return
    inFlight.current = true
    let result: Validation<F, D> | undefined
    try {
      // Without rules to load, the send starts in the same task as the click.
      if (options.load) await options.load()
      result = options.check(values)
    } catch {
      // The rules could not be loaded (offline): nothing was sent, and the draft keeps every word.
    }
    if (!result?.ok) {
      inFlight.current = false
      if (!result) toast.error(i18n._(SEND_FAILED_TOAST), { description: i18n._(RULES_UNREACHABLE) })
      else {
        setErrors(result.errors)
        setFocus({ field: result.first })
      }
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
      toast.error(i18n._(SEND_FAILED_TOAST), { description: i18n._(answer.hint) })
    } catch {
      // Only an abort lands here (the form left the page); the draft still holds every word.
    } finally {
      inFlight.current = false
    }
  }

  /** Forgets the draft and the errors, and shows `next` ('Clear form' shows idle). */
  function finish(next: SendState = { phase: 'idle' }) {
    store.setState({ values: initial })
    setRestored(false)
    setErrors({})
    setState(next)
  }

  return { values, setValues, errors, state, restored, change, submit, finish }
}

/** Inputs whose `value` is not what the visitor typed. */
const UNTYPED = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file', 'image'])

// A select React mounts on the client has no default option, so compare with what this form rendered too.
function typedBeforeHydration(form: HTMLFormElement, rendered: Record<string, string>): [field: string, raw: string][] {
  return Object.entries(rendered).flatMap(([field, value]): [string, string][] => {
    const element = form.elements.namedItem(field)
    const changed =
      element instanceof HTMLSelectElement
        ? [...element.options].some((option) => option.selected !== option.defaultSelected)
        : (element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !UNTYPED.has(element.type))) &&
          element.value !== element.defaultValue
    const typed = (element as HTMLInputElement | null)?.value
    return changed && typed !== value ? [[field, typed as string]] : []
  })
}
