import { describe, expect, it, vi } from 'vitest'
import { fieldError, validate, type ParseResult } from './form-validation'
import { recheckErrors, type FieldErrors } from './send-state'

type Field = 'incoterm' | 'port' | 'name'

/** An `errorOf` that answers from a fixed set of errors (what validating the new values found). */
const errorsOf = (errors: FieldErrors<Field>) => (field: Field) => errors[field]

describe('recheckErrors', () => {
  it('leaves the errors as they are, without re-checking, while none of the fields shows an error', () => {
    const shown: FieldErrors<Field> = { name: 'Name is required' }
    const errorOf = vi.fn(errorsOf({ port: 'Port is required' }))
    expect(recheckErrors(shown, ['port'], errorOf)).toBe(shown)
    expect(errorOf).not.toHaveBeenCalled()
  })

  it('clears a corrected field and keeps the others', () => {
    const shown: FieldErrors<Field> = { name: 'Name is required', port: 'Port is required' }
    expect(recheckErrors(shown, ['port'], errorsOf({ name: 'Name is required' }))).toEqual({ name: 'Name is required', port: undefined })
  })

  it('replaces the message of a field that is still wrong', () => {
    expect(recheckErrors({ name: 'Name is required' }, ['name'], errorsOf({ name: 'Name is too long' }))).toEqual({ name: 'Name is too long' })
  })

  it('re-checks every related field once one of them shows an error', () => {
    const shown: FieldErrors<Field> = { incoterm: 'Please choose an Incoterm' }
    expect(recheckErrors<Field>(shown, ['incoterm', 'port'], errorsOf({ port: 'Port is required' }))).toEqual({ incoterm: undefined, port: 'Port is required' })
  })

  it('asks only about the fields it re-checks', () => {
    const errorOf = vi.fn(errorsOf({}))
    expect(recheckErrors<Field>({ incoterm: 'x', port: 'y', name: 'z' }, ['incoterm', 'port'], errorOf)).toEqual({
      incoterm: undefined,
      port: undefined,
      name: 'z',
    })
    expect(errorOf.mock.calls).toEqual([['incoterm'], ['port']])
  })

  it('does not change the errors it is given', () => {
    const shown: FieldErrors<Field> = { name: 'Name is required' }
    recheckErrors(shown, ['name'], errorsOf({}))
    expect(shown).toEqual({ name: 'Name is required' })
  })
})

describe('validate', () => {
  /** A schema that answers with a fixed parse result, as zod's safeParse would. */
  const schema = <D>(result: ParseResult<D>) => ({ safeParse: () => result })
  const values = { name: '', email: '', message: '' }

  it('passes the data through when the parse succeeded', () => {
    expect(validate(schema({ success: true, data: { name: 'Asha' } }), values)).toEqual({ ok: true, data: { name: 'Asha' } })
  })

  it("keeps the first message of each field and names the first field in the form's order, not the issues' order", () => {
    const issues = [
      { path: ['message'], message: 'Message is required' },
      { path: ['email'], message: 'Email is required' },
      { path: ['email'], message: 'Email is not valid' },
    ]
    const failed = schema({ success: false, error: { issues } })
    const validation = validate(failed, values)
    expect(validation).toEqual({ ok: false, errors: { message: 'Message is required', email: 'Email is required' }, first: 'email' })
    expect(fieldError(failed, values, 'email')).toBe('Email is required')
    expect(fieldError(failed, values, 'name')).toBeUndefined()
  })

  it("takes the form's order from its values", () => {
    const issues = [
      { path: ['name'], message: 'Name is required' },
      { path: ['message'], message: 'Message is required' },
    ]
    const validation = validate(schema({ success: false, error: { issues } }), { message: '', email: '', name: '' })
    expect(!validation.ok && validation.first).toBe('message')
  })
})
