// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrationBoundary } from '@/lib/hydration'
import { RequestForm, type RequestFormState } from './request-form'

afterEach(cleanup)

function renderForm(form: RequestFormState, canSend = true, hydrated = true) {
  const frame = (
    <RequestForm
      formRef={createRef()}
      form={form}
      className="quote-form"
      title="Your details"
      sendLabel="Send Quote Request"
      canSend={canSend}
      onFocus={() => undefined}
    >
      {(idPrefix) => <input id={`${idPrefix}-name`} aria-label="Name" />}
    </RequestForm>
  )
  return render(hydrated ? <HydrationBoundary>{frame}</HydrationBoundary> : frame)
}

const idle = (submit = vi.fn(async () => undefined)): RequestFormState => ({ state: { phase: 'idle' }, restored: false, reset: () => undefined, submit })

describe('RequestForm', () => {
  it('is named by its title, notes the required fields and sends once per submit after hydration', async () => {
    const submit = vi.fn(async () => undefined)
    await act(async () => {
      renderForm(idle(submit))
    })
    const form = screen.getByRole('form', { name: 'Your details' })
    expect(form.className).toBe('inq-form quote-form')
    expect(form.textContent).toContain('are required.')
    expect(screen.getByLabelText('Name').id).toMatch(/-name$/)
    const send = screen.getByRole('button', { name: 'Send Quote Request' })
    expect((send as HTMLButtonElement).disabled).toBe(false)
    fireEvent.submit(form)
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('keeps the button off before hydration, with nothing to send, and while sending', async () => {
    renderForm(idle(), true, false)
    expect((screen.getByRole('button', { name: 'Send Quote Request' }) as HTMLButtonElement).disabled).toBe(true)
    cleanup()
    await act(async () => {
      renderForm(idle(), false)
    })
    expect((screen.getByRole('button', { name: 'Send Quote Request' }) as HTMLButtonElement).disabled).toBe(true)
    cleanup()
    await act(async () => {
      renderForm({ ...idle(), state: { phase: 'submitting' } })
    })
    expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true')
  })
})
