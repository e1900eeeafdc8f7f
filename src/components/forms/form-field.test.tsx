// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FieldSpec } from './field-spec'
import { FormField } from './form-field'

afterEach(cleanup)

const port: FieldSpec = {
  label: 'Port',
  kind: 'text',
  autoComplete: 'off',
  limit: 10,
  required: 'Port is required',
  placeholder: 'e.g. Jebel Ali',
  hint: 'Your port',
}
const noop = () => undefined

describe('FormField', () => {
  it('takes its id from the form and ties the error, the hint and the counter to the control, in that order', () => {
    render(<FormField idPrefix="f" name="port" spec={port} value="Jebel Ali Port" error="Port is required" onChange={noop} />)
    const input = screen.getByRole('textbox', { name: 'Port' })
    expect(input.id).toBe('f-port')
    expect(input.getAttribute('aria-describedby')).toBe('f-port-error f-port-hint f-port-count')
    expect(input.getAttribute('aria-invalid')).toBe('true')
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
    rerender(<FormField idPrefix="f" name="port" spec={{ ...port, required: '' }} value="" onChange={noop} />)
    expect(screen.getByRole('textbox', { name: /^Port ?\(optional\)$/ })).toBeTruthy()
  })

  it('renders a select with its placeholder option, a textarea with its rows, an e-mail input without spellcheck', () => {
    const select: FieldSpec = { ...port, kind: 'select', placeholder: 'Select', options: [{ value: 'EXW', label: 'EXW: Ex Works' }] }
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
})
