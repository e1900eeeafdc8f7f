// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormValidation, SendAnswer } from './send-state'
import { useSendForm, type SendPlan } from './use-send-form'

const toastError = vi.hoisted(() => vi.fn())
vi.mock('@/components/ui/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), warning: vi.fn() } }))

type Field = 'name' | 'port'
type Values = Record<Field, string>
const empty: Values = { name: '', port: '' }

function validate(values: Values): FormValidation<Field, Values> {
  const errors: Partial<Values> = {}
  if (!values.name.trim()) errors.name = 'Name is required'
  if (!values.port.trim()) errors.port = 'Port is required'
  const first = (['name', 'port'] as const).find((f) => errors[f])
  return first ? { ok: false, errors, first } : { ok: true, data: { name: values.name.trim(), port: values.port.trim() } }
}

let form: HTMLFormElement
const clearDraft = vi.fn()

beforeEach(() => {
  form = document.createElement('form')
  form.innerHTML = '<input name="name"><input name="port">'
  document.body.append(form)
  clearDraft.mockClear()
  toastError.mockClear()
})
afterEach(() => {
  cleanup()
  form.remove()
})

function setup(initial: Values = empty, recheck?: (field: Field) => readonly Field[]) {
  return renderHook(() => {
    const [values, setValues] = useState(initial)
    return useSendForm({ current: form }, [values, setValues, clearDraft, false], {
      update: (v, field, raw) => ({ ...v, [field]: raw.replace(/\n/g, ' ') }),
      validate,
      fieldError: (v, field) => {
        const result = validate(v)
        return result.ok ? undefined : result.errors[field]
      },
      recheck,
      failedToast: 'It failed',
    })
  })
}

function plan(deliver: SendPlan<Values>['deliver'], extra: Partial<SendPlan<Values>> = {}): SendPlan<Values> {
  return { reference: () => 'REF-1', deliver, delivered: vi.fn(), ...extra }
}

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

describe('useSendForm', () => {
  it('starts idle, with the draft values and no errors', () => {
    const { result } = setup({ name: 'Asha', port: '' })
    expect(result.current.state).toEqual({ phase: 'idle' })
    expect(result.current.values).toEqual({ name: 'Asha', port: '' })
    expect(result.current.errors).toEqual({})
    expect(result.current.restored).toBe(false)
  })

  it('shows every error of invalid values, focuses the first invalid field, and sends nothing', async () => {
    const deliver = vi.fn()
    const { result } = setup({ name: 'Asha', port: '' })
    await act(() => result.current.submit(plan(deliver)))
    expect(result.current.errors).toEqual({ port: 'Port is required' })
    expect(document.activeElement).toBe(form.elements.namedItem('port'))
    expect(deliver).not.toHaveBeenCalled()
    expect(result.current.state).toEqual({ phase: 'idle' })
  })

  it('re-checks a field only once it shows an error, and the related fields with it', async () => {
    const { result } = setup(empty, (field) => (field === 'name' ? ['name', 'port'] : [field]))
    act(() => result.current.change('port', 'Dub'))
    expect(result.current.errors).toEqual({})
    act(() => result.current.change('port', ''))
    await act(() => result.current.submit(plan(vi.fn())))
    expect(result.current.errors).toEqual({ name: 'Name is required', port: 'Port is required' })
    act(() => result.current.change('port', 'Dubai\nport'))
    expect(result.current.values.port).toBe('Dubai port')
    expect(result.current.errors).toEqual({ name: 'Name is required', port: undefined })
    act(() => result.current.change('port', ''))
    expect(result.current.errors).toEqual({ name: 'Name is required', port: undefined })
    act(() => result.current.change('name', 'Asha'))
    expect(result.current.errors).toEqual({ name: undefined, port: 'Port is required' })
  })

  it('sends once per click: a second submit while sending does nothing', async () => {
    const held = heldDelivery()
    const { result } = setup({ name: 'Asha', port: 'Dubai' })
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = result.current.submit(plan(held.deliver))
    })
    expect(result.current.state).toEqual({ phase: 'submitting' })
    act(() => {
      void result.current.submit(plan(held.deliver))
    })
    expect(held.deliver).toHaveBeenCalledTimes(1)
    expect(held.deliver).toHaveBeenCalledWith({ name: 'Asha', port: 'Dubai' }, 'REF-1', held.signals[0])
    await act(async () => {
      held.answer({ ok: true })
      await first
    })
    act(() => {
      void result.current.submit(plan(held.deliver))
    })
    expect(held.deliver).toHaveBeenCalledTimes(2)
  })

  it('on a refused delivery shows the failure with the reason and the reference, and toasts', async () => {
    const { result } = setup({ name: 'Asha', port: 'Dubai' })
    await act(() => result.current.submit(plan(async () => ({ ok: false, status: 503, hint: 'Try again later' }))))
    expect(result.current.state).toEqual({ phase: 'failure', status: 503, hint: 'Try again later', reference: 'REF-1' })
    expect(toastError).toHaveBeenCalledWith('It failed', { description: 'Try again later' })
    expect(clearDraft).not.toHaveBeenCalled()
  })

  it('on an accepted delivery hands over the data and the reference and leaves the rest to the feature', async () => {
    const delivered = vi.fn()
    const reference = vi.fn(() => 'REF-9')
    const { result } = setup({ name: ' Asha ', port: 'Dubai' })
    await act(() => result.current.submit(plan(async () => ({ ok: true }), { delivered, reference })))
    expect(delivered).toHaveBeenCalledWith({ name: 'Asha', port: 'Dubai' }, 'REF-9')
    expect(reference).toHaveBeenCalledOnce()
    expect(result.current.state).toEqual({ phase: 'submitting' })
    expect(toastError).not.toHaveBeenCalled()
  })

  it('asks for the reference only for valid values, and not at all when the plan skips', async () => {
    const reference = vi.fn(() => 'REF-1')
    const deliver = vi.fn()
    const { result } = setup()
    await act(() => result.current.submit(plan(deliver, { reference })))
    await act(() => result.current.submit(plan(deliver, { reference, skip: () => true })))
    expect(reference).not.toHaveBeenCalled()
    expect(deliver).not.toHaveBeenCalled()
    expect(result.current.errors).toEqual({ name: 'Name is required', port: 'Port is required' })
  })

  it('finish and reset forget the draft and the errors', async () => {
    const { result } = setup()
    await act(() => result.current.submit(plan(vi.fn())))
    act(() => result.current.finish({ phase: 'success', reference: 'REF-2' }))
    expect(result.current.state).toEqual({ phase: 'success', reference: 'REF-2' })
    expect(result.current.errors).toEqual({})
    expect(clearDraft).toHaveBeenCalledTimes(1)
    act(() => result.current.reset())
    expect(result.current.state).toEqual({ phase: 'idle' })
    expect(clearDraft).toHaveBeenCalledTimes(2)
  })

  it('aborts a send in flight when the form leaves the page, without a failure', async () => {
    const held = heldDelivery()
    const { result, unmount } = setup({ name: 'Asha', port: 'Dubai' })
    act(() => {
      void result.current.submit(plan(held.deliver))
    })
    unmount()
    expect(held.signals[0]?.aborted).toBe(true)
    expect(toastError).not.toHaveBeenCalled()
  })
})
