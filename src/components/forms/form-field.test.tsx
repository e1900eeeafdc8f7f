// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FieldSpec } from './field-spec'
import { FormField, SpecField, type FieldCounter, type FormFieldSpec } from './form-field'
import { RestoredDraftNote } from './restored-draft-note'

afterEach(cleanup)

const text: FormFieldSpec = { label: 'Port', kind: 'text', autoComplete: 'off', placeholder: 'e.g. Jebel Ali' }
const hidden: FieldCounter = { count: 3, limit: 200, over: false, visible: false }
const over: FieldCounter = { count: 205, limit: 200, over: true, visible: true }
const noop = () => undefined

describe('FormField', () => {
  it('ties the error, the hint and the counter to the control, in that order', () => {
    render(
      <FormField id="f-port" name="port" spec={text} value="x" required error="Port is required" hint="Your port" counter={over} rows={5} onChange={noop} />,
    )
    const input = screen.getByRole('textbox', { name: 'Port' })
    expect(input.getAttribute('aria-describedby')).toBe('f-port-error f-port-hint f-port-count')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById('f-port-error')?.className).toBe('inq-error')
    expect(document.getElementById('f-port-count')?.className).toBe('inq-counter inq-counter-over')
  })

  it('has no aria-describedby nor aria-invalid when nothing describes the control', () => {
    render(<FormField id="f-port" name="port" spec={text} value="x" required counter={hidden} rows={5} onChange={noop} />)
    const input = screen.getByRole('textbox')
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.getAttribute('type')).toBe('text')
  })

  it('marks a required field with a hidden asterisk and an optional one with the note it is given', () => {
    const { container, rerender } = render(<FormField id="f" name="port" spec={text} value="" required counter={hidden} rows={5} onChange={noop} />)
    expect(container.querySelector('label')?.innerHTML).toBe('Port<span class="inq-required" aria-hidden="true"> *</span>')
    const note = <span className="quote-optional"> (optional)</span>
    rerender(<FormField id="f" name="port" spec={text} value="" required={false} optionalNote={note} counter={hidden} rows={5} onChange={noop} />)
    expect(container.querySelector('label')?.innerHTML).toBe('Port<span class="quote-optional"> (optional)</span>')
    expect(screen.getByRole('textbox').hasAttribute('required')).toBe(false)
  })

  it('says by how much a value is too long only when asked to', () => {
    const { rerender } = render(<FormField id="f" name="port" spec={text} value="" required counter={over} rows={5} onChange={noop} />)
    expect(document.getElementById('f-count')?.textContent).toBe('205 / 200 characters')
    rerender(<FormField id="f" name="port" spec={text} value="" required counter={over} counterExcess rows={5} onChange={noop} />)
    expect(document.getElementById('f-count')?.textContent).toBe('205 / 200 characters (5 too many)')
  })

  it('renders a select with its placeholder option, a textarea with its rows, an e-mail input without spellcheck', () => {
    const select: FormFieldSpec = {
      label: 'Incoterm',
      kind: 'select',
      autoComplete: 'off',
      placeholder: 'Select',
      options: [{ value: 'EXW', label: 'EXW: Ex Works' }],
    }
    const { container, rerender } = render(<FormField id="f" name="x" spec={select} value="" required counter={hidden} rows={5} onChange={noop} />)
    expect([...container.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select'],
      ['EXW', 'EXW: Ex Works'],
    ])
    rerender(<FormField id="f" name="x" spec={{ ...text, kind: 'textarea' }} value="" required counter={hidden} rows={6} onChange={noop} />)
    expect(container.querySelector('textarea')?.getAttribute('rows')).toBe('6')
    rerender(<FormField id="f" name="x" spec={{ ...text, kind: 'email' }} value="" required counter={hidden} rows={6} onChange={noop} />)
    expect(container.querySelector('input')?.getAttribute('spellcheck')).toBe('false')
  })

  it('reports a change with the field name', () => {
    const onChange = vi.fn()
    render(<FormField id="f" name="port" spec={text} value="" required counter={hidden} rows={5} onChange={onChange} />)
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Dubai' } })
    expect(onChange).toHaveBeenCalledWith('port', 'Dubai')
  })
})

describe('RestoredDraftNote', () => {
  it('shows the note with Clear form only for a restored draft', () => {
    const onClear = vi.fn()
    const { container, rerender } = render(<RestoredDraftNote restored={false} onClear={onClear} />)
    expect(container.innerHTML).toBe('')
    rerender(<RestoredDraftNote restored onClear={onClear} />)
    expect(container.textContent).toBe('We kept what you typed last time. Clear form')
    fireEvent.click(screen.getByRole('button', { name: 'Clear form' }))
    expect(onClear).toHaveBeenCalledOnce()
  })
})

describe('SpecField', () => {
  const specs = {
    port: { label: 'Port', kind: 'text', autoComplete: 'off', limit: 10, required: '' },
    notes: { label: 'Notes', kind: 'textarea', autoComplete: 'off', limit: 20, required: 'Please add notes' },
  } satisfies Record<string, FieldSpec>

  it('takes its id from the form, required from its spec, and counts against its limit', () => {
    const { container, rerender } = render(<SpecField idPrefix="q" specs={specs} name="port" value="" rows={3} onChange={noop} />)
    const port = screen.getByRole('textbox', { name: 'Port' })
    expect(port.id).toBe('q-port')
    expect(port.hasAttribute('required')).toBe(false)
    expect(container.querySelector('.inq-counter')).toBeNull()
    rerender(<SpecField idPrefix="q" specs={specs} name="port" value="Jebel Ali Port" rows={3} counterExcess onChange={noop} />)
    expect(document.getElementById('q-port-count')?.textContent).toBe('14 / 10 characters (4 too many)')
    rerender(<SpecField idPrefix="q" specs={specs} name="notes" value="" rows={3} onChange={noop} />)
    expect(screen.getByRole('textbox', { name: /Notes/ }).hasAttribute('required')).toBe(true)
    rerender(<SpecField idPrefix="q" specs={specs} name="notes" value="" required={false} rows={3} onChange={noop} />)
    expect(screen.getByRole('textbox', { name: /Notes/ }).hasAttribute('required')).toBe(false)
  })
})
