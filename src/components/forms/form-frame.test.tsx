// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { I18nProvider } from '@lingui/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HydrationBoundary } from '@/lib/hydration'
import { loadI18n } from '@/lib/i18n'
import { FormFrame } from './form-frame'

afterEach(cleanup)
const en = await loadI18n('en')

type FormState = Parameters<typeof FormFrame>[0]['form']
const idle = (extra: Partial<FormState> = {}): FormState => ({
  state: { phase: 'idle' },
  restored: false,
  finish: vi.fn(),
  submit: vi.fn(async () => undefined),
  ...extra,
})

function renderForm(form: FormState, canSend = true, hydrated = true) {
  const frame = (
    <FormFrame
      formRef={createRef()}
      form={form}
      className="request-form"
      title="Your details"
      sendLabel="Send Quote Request"
      canSend={canSend}
      onFocus={() => undefined}
    >
      {(idPrefix) => <input id={`${idPrefix}-name`} aria-label="Name" />}
    </FormFrame>
  )
  return render(<I18nProvider i18n={en}>{hydrated ? <HydrationBoundary>{frame}</HydrationBoundary> : frame}</I18nProvider>)
}

describe('FormFrame', () => {
  it('is named by its title, notes the required fields and sends once per submit after hydration', async () => {
    const form = idle()
    await act(async () => {
      renderForm(form)
    })
    const element = screen.getByRole('form', { name: 'Your details' })
    expect(element.className).toBe('inq-form request-form')
    expect(element.textContent).toContain('are required.')
    expect(screen.getByLabelText('Name').id).toMatch(/-name$/)
    expect((screen.getByRole('button', { name: 'Send Quote Request' }) as HTMLButtonElement).disabled).toBe(false)
    fireEvent.submit(element)
    expect(form.submit).toHaveBeenCalledTimes(1)
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
      renderForm(idle({ state: { phase: 'submitting' } }))
    })
    expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true')
  })

  it('says when a draft came back, with Clear form to start over', async () => {
    const form = idle({ restored: true })
    await act(async () => {
      renderForm(form)
    })
    expect(screen.getByRole('form').textContent).toContain('We kept what you typed last time.')
    fireEvent.click(screen.getByRole('button', { name: 'Clear form' }))
    expect(form.finish).toHaveBeenCalledOnce()
    cleanup()
    renderForm(idle())
    expect(screen.queryByRole('button', { name: 'Clear form' })).toBeNull()
  })
})
