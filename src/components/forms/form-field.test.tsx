// @vitest-environment jsdom
import { cleanup, fireEvent, render as renderDom, screen } from '@testing-library/react'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import type { FieldSpec } from './field-spec'
import { FormField } from './form-field'

afterEach(cleanup)

let en: I18n
beforeAll(async () => {
  en = await loadI18n('en')
})

/** Renders in the catalogue given (English by default), and rerenders in it. */
function render(ui: ReactNode, i18n: I18n = en) {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
  return renderDom(ui, { wrapper })
}

const port: FieldSpec = {
  label: msg`Port`,
  kind: 'text',
  autoComplete: 'off',
  limit: 10,
  required: msg`Port is required`,
  placeholder: msg`e.g. Jebel Ali`,
  hint: msg`Your port`,
}
const noop = () => undefined

describe('FormField', () => {
  it('takes its id from the form and ties the error, the hint and the counter to the control, in that order', () => {
    render(<FormField idPrefix="f" name="port" spec={port} value="Jebel Ali Port" error="required" onChange={noop} />)
    const input = screen.getByRole('textbox', { name: 'Port' })
    expect(input.id).toBe('f-port')
    expect(input.getAttribute('aria-describedby')).toBe('f-port-error f-port-hint f-port-count')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Port is required').id).toBe('f-port-error')
    expect(document.getElementById('f-port-count')?.textContent).toBe('14 / 10 characters (4 too many)')
    expect(document.getElementById('f-port-count')?.className).toBe('inq-counter inq-counter-over')
  })

  it('has no aria-describedby nor aria-invalid when nothing describes the control', () => {
    render(<FormField idPrefix="f" name="port" spec={{ ...port, hint: undefined }} value="x" onChange={noop} />)
    const input = screen.getByRole('textbox')
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.getAttribute('type')).toBe('text')
  })

  it('marks a required field with a hidden asterisk and an optional one as optional, by its spec unless told', () => {
    const { container, rerender } = render(<FormField idPrefix="f" name="port" spec={port} value="" onChange={noop} />)
    expect(container.querySelector('label')?.innerHTML).toBe('Port<span class="inq-required" aria-hidden="true"> *</span>')
    expect(screen.getByRole('textbox').hasAttribute('required')).toBe(true)
    rerender(<FormField idPrefix="f" name="port" spec={port} value="" required={false} onChange={noop} />)
    expect(screen.getByRole('textbox', { name: /^Port ?\(optional\)$/ }).hasAttribute('required')).toBe(false)
    rerender(<FormField idPrefix="f" name="port" spec={{ ...port, required: null }} value="" onChange={noop} />)
    expect(screen.getByRole('textbox', { name: /^Port ?\(optional\)$/ })).toBeTruthy()
  })

  it('renders a select with its placeholder option, a textarea with its rows, an e-mail input without spellcheck', () => {
    const select: FieldSpec = { ...port, kind: 'select', placeholder: msg`Select`, options: [{ value: 'EXW', label: msg`EXW: Ex Works` }] }
    const { container, rerender } = render(<FormField idPrefix="f" name="x" spec={select} value="" onChange={noop} />)
    expect([...container.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select'],
      ['EXW', 'EXW: Ex Works'],
    ])
    rerender(<FormField idPrefix="f" name="x" spec={{ ...port, kind: 'textarea', rows: 6 }} value="" onChange={noop} />)
    expect(container.querySelector('textarea')?.getAttribute('rows')).toBe('6')
    expect(document.getElementById('f-x-count')?.textContent).toBe('0 / 10 characters')
    rerender(<FormField idPrefix="f" name="x" spec={{ ...port, kind: 'email' }} value="" onChange={noop} />)
    expect(container.querySelector('input')?.getAttribute('spellcheck')).toBe('false')
  })

  it('reports a change with the field name', () => {
    const onChange = vi.fn()
    render(<FormField idPrefix="f" name="port" spec={port} value="" onChange={onChange} />)
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Dubai' } })
    expect(onChange).toHaveBeenCalledWith('port', 'Dubai')
  })

  it('reads in the page language, and lets the text typed set its direction', async () => {
    const phone: FieldSpec = {
      ...port,
      label: msg`Phone`,
      kind: 'tel',
      limit: 200,
      invalid: msg`Please enter a valid phone number, with the country code: 6 to 15 digits, with spaces, brackets or dashes if you like`,
    }
    const { container } = render(
      <FormField idPrefix="f" name="phone" spec={phone} value={'x'.repeat(201)} error="invalid" onChange={noop} />,
      await loadI18n('ar'),
    )
    const input = screen.getByRole('textbox', { name: 'الهاتف' })
    expect(input.getAttribute('dir')).toBe('auto')
    expect(screen.getByText(/^يُرجى إدخال رقم هاتف صالح/)).toBeTruthy()
    expect(container.querySelector('.inq-counter')?.textContent).toBe('201 / 200 حرف (حرف واحد زائد)')
  })
})
