// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import type { FieldError, FieldSpec } from './field-spec'
import { readDraft, useForm, type SendAnswer, type SendPlan, type Validation } from './use-form'

const toastError = vi.hoisted(() => vi.fn())
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), warning: vi.fn() } }))

type Field = 'name' | 'port'
type Values = Record<Field, string>
const empty: Values = { name: '', port: '' }
const text: FieldSpec = { label: msg`Text`, kind: 'text', autoComplete: 'off', limit: 200, required: msg`Required` }
const specs = { name: text, port: text }

function check(values: Values): Validation<Field, Values> {
  const errors: Partial<Record<Field, FieldError>> = {}
  if (!values.name.trim()) errors.name = 'required'
  if (!values.port.trim()) errors.port = 'required'
  const first = (['name', 'port'] as const).find((f) => errors[f])
  return first ? { ok: false, errors, first } : { ok: true, data: { name: values.name.trim(), port: values.port.trim() } }
}

let form: HTMLFormElement
let en: I18n
beforeAll(async () => {
  en = await loadI18n('en')
})
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={en}>{children}</I18nProvider>

beforeEach(() => {
  form = document.createElement('form')
  form.innerHTML = '<input name="name"><input name="port">'
  document.body.append(form)
  toastError.mockClear()
})
afterEach(() => {
  cleanup()
  form.remove()
  vi.restoreAllMocks()
  localStorage.clear()
})

function setup(saved?: Partial<Values>, options: { recheck?: Partial<Record<Field, Field[]>>; load?: () => Promise<unknown> } = {}) {
  if (saved) localStorage.setItem('draft:test', JSON.stringify(saved))
  return renderHook(() => useForm({ current: form }, { draftKey: 'test', initial: empty, specs, check, ...options }), { wrapper })
}

const plan = (deliver: SendPlan<Values>['deliver'], extra: Partial<SendPlan<Values>> = {}): SendPlan<Values> => ({
  reference: () => 'REF-1',
  deliver,
  delivered: vi.fn(),
  ...extra,
})

/** A delivery that answers when the test says so, and records the signal it was given. */
function heldDelivery() {
  let answer: (value: SendAnswer) => void = () => undefined
  const signals: AbortSignal[] = []
  const deliver = vi.fn((_data: Values, _reference: string, signal: AbortSignal) => {
    signals.push(signal)
    return new Promise<SendAnswer>((resolve) => (answer = resolve))
  })
  return { deliver, signals, answer: (value: SendAnswer) => answer(value) }
}

const stored = () => JSON.parse(localStorage.getItem('draft:test') ?? 'null') as unknown

describe('the draft', () => {
  it('keeps only the known fields holding text of what storage gives back', () => {
    expect(readDraft({ values: { name: 'Asha', port: 5, extra: 'x' } }, empty)).toEqual({ name: 'Asha', port: '' })
    for (const bad of [null, undefined, 'text', { values: null }, { values: 'x' }, { values: [1] }]) expect(readDraft(bad, empty)).toEqual(empty)
  })

  it('comes back when the form mounts, says so, and is saved as the bare values on every change', () => {
    const { result } = setup({ name: 'Asha', port: 7 as unknown as string })
    expect(result.current.values).toEqual({ name: 'Asha', port: '' })
    expect(result.current.restored).toBe(true)
    act(() => result.current.change('port', 'Dubai\nport'))
    expect(stored()).toEqual({ name: 'Asha', port: 'Dubai port' })
  })

  it('is not erased while mounting, and is forgotten on finish', () => {
    const { result } = setup({ name: 'Kept' })
    expect(stored()).toEqual({ name: 'Kept' })
    act(() => result.current.finish())
    expect(localStorage.getItem('draft:test')).toBeNull()
    expect(result.current.values).toEqual(empty)
    expect(result.current.restored).toBe(false)
  })

  it('takes over what was typed before hydration, over the saved draft, and keeps the rest of the draft', () => {
    const name = form.elements.namedItem('name') as HTMLInputElement
    name.value = 'Typed early'
    const { result } = setup({ name: 'Old', port: 'Saved port' })
    expect(result.current.values).toEqual({ name: 'Typed early', port: 'Saved port' })
    expect(stored()).toEqual({ name: 'Typed early', port: 'Saved port' })
  })

  it('keeps the form working with site data blocked: nothing restored, nothing thrown', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const { result } = setup()
    act(() => result.current.change('name', 'typing'))
    expect(result.current.values.name).toBe('typing')
    expect(result.current.restored).toBe(false)
  })
})

describe('sending', () => {
  it('shows every error of invalid values, focuses the first invalid field, and sends nothing', async () => {
    const deliver = vi.fn()
    const { result } = setup({ name: 'Asha' })
    await act(() => result.current.submit(plan(deliver)))
    expect(result.current.errors).toEqual({ port: 'required' })
    expect(document.activeElement).toBe(form.elements.namedItem('port'))
    expect(deliver).not.toHaveBeenCalled()
    expect(result.current.state).toEqual({ phase: 'idle' })
  })

  it('re-checks a field only once it shows an error, and the related fields with it', async () => {
    const { result } = setup(undefined, { recheck: { name: ['name', 'port'] } })
    act(() => result.current.change('port', 'Dub'))
    expect(result.current.errors).toEqual({})
    act(() => result.current.change('port', ''))
    await act(() => result.current.submit(plan(vi.fn())))
    expect(result.current.errors).toEqual({ name: 'required', port: 'required' })
    act(() => result.current.change('port', 'Dubai'))
    expect(result.current.errors).toEqual({ name: 'required', port: undefined })
    act(() => result.current.change('port', ''))
    expect(result.current.errors).toEqual({ name: 'required', port: undefined })
    act(() => result.current.change('name', 'Asha'))
    expect(result.current.errors).toEqual({ name: undefined, port: 'required' })
  })

  it('sends once per click: a second submit while sending does nothing', async () => {
    const held = heldDelivery()
    const { result } = setup({ name: 'Asha', port: 'Dubai' })
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = result.current.submit(plan(held.deliver))
    })
    expect(result.current.state).toEqual({ phase: 'submitting' })
    act(() => void result.current.submit(plan(held.deliver)))
    expect(held.deliver).toHaveBeenCalledTimes(1)
    expect(held.deliver).toHaveBeenCalledWith({ name: 'Asha', port: 'Dubai' }, 'REF-1', held.signals[0])
    await act(async () => {
      held.answer({ ok: true })
      await first
    })
    act(() => void result.current.submit(plan(held.deliver)))
    expect(held.deliver).toHaveBeenCalledTimes(2)
  })

  it('on a refused delivery shows the failure with the reason and the reference, toasts, and keeps the draft', async () => {
    const { result } = setup({ name: 'Asha', port: 'Dubai' })
    await act(() => result.current.submit(plan(async () => ({ ok: false, status: 503, hint: msg`Try again later` }))))
    expect(result.current.state).toMatchObject({ phase: 'failure', status: 503, hint: msg`Try again later`, reference: 'REF-1' })
    expect(toastError).toHaveBeenCalledWith('Something went wrong. Please try again later.', { description: 'Try again later' })
    expect(stored()).toEqual({ name: 'Asha', port: 'Dubai' })
  })

  it('on an accepted delivery hands over the data and the reference, asked for once the values are valid', async () => {
    const delivered = vi.fn()
    const reference = vi.fn(() => 'REF-9')
    const { result } = setup({ name: ' Asha ', port: 'Dubai' })
    await act(() => result.current.submit(plan(async () => ({ ok: true }), { delivered, reference })))
    expect(delivered).toHaveBeenCalledWith({ name: 'Asha', port: 'Dubai' }, 'REF-9')
    expect(reference).toHaveBeenCalledOnce()
    expect(toastError).not.toHaveBeenCalled()
  })

  it('asks for no reference when the plan skips, and sends nothing when the rules cannot be loaded', async () => {
    const reference = vi.fn(() => 'REF-1')
    const deliver = vi.fn()
    const { result } = setup({ name: 'Asha', port: 'Dubai' }, { load: () => Promise.reject(new Error('offline')) })
    await act(() => result.current.submit(plan(deliver, { reference, skip: () => true })))
    expect(toastError).not.toHaveBeenCalled()
    await act(() => result.current.submit(plan(deliver, { reference })))
    expect(toastError).toHaveBeenCalledWith('Something went wrong. Please try again later.', { description: 'Please check your connection and try again.' })
    expect(reference).not.toHaveBeenCalled()
    expect(deliver).not.toHaveBeenCalled()
  })

  it('aborts a send in flight when the form leaves the page, without a failure', async () => {
    const held = heldDelivery()
    const { result, unmount } = setup({ name: 'Asha', port: 'Dubai' })
    act(() => void result.current.submit(plan(held.deliver)))
    unmount()
    expect(held.signals[0]?.aborted).toBe(true)
    expect(toastError).not.toHaveBeenCalled()
  })
})
