// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readDraft, useDraft } from './use-draft'

const initial = { name: '', message: '', count: 0 }

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('readDraft', () => {
  it('keeps only the known keys with the right types', () => {
    expect(readDraft('{"name":"Asha","message":5,"extra":"x","count":2}', initial)).toEqual({ name: 'Asha', message: '', count: 2 })
  })

  it.each([null, '', 'not json', '[1]', 'null', '"text"'])('ignores %j', (raw) => {
    expect(readDraft(raw, initial)).toBeNull()
  })
})

describe('useDraft', () => {
  it('starts from the initial value, then restores the saved draft after mount', () => {
    localStorage.setItem('draft:test', JSON.stringify({ name: 'Asha', message: 'Hello' }))
    const { result } = renderHook(() => useDraft('test', initial))
    expect(result.current[0]).toEqual({ name: 'Asha', message: 'Hello', count: 0 })
    expect(result.current[3]).toBe(true)
  })

  it('saves every change and forgets the draft on clear', () => {
    const { result } = renderHook(() => useDraft('test', initial))
    act(() => result.current[1]({ ...initial, message: 'typing' }))
    expect(JSON.parse(localStorage.getItem('draft:test') ?? '{}')).toMatchObject({ message: 'typing' })
    act(() => result.current[2]())
    expect(localStorage.getItem('draft:test')).toBeNull()
    expect(result.current[0]).toEqual(initial)
  })

  it('does not erase a saved draft while mounting', () => {
    localStorage.setItem('draft:test', JSON.stringify({ name: 'Kept' }))
    renderHook(() => useDraft('test', initial))
    expect(JSON.parse(localStorage.getItem('draft:test') ?? '{}')).toMatchObject({ name: 'Kept' })
  })

  it('keeps the form working with site data blocked: nothing restored, nothing thrown', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const { result } = renderHook(() => useDraft('test', initial))
    act(() => result.current[1]({ ...initial, message: 'typing' }))
    expect(result.current[0].message).toBe('typing')
    expect(result.current[3]).toBe(false)
    act(() => result.current[2]())
    expect(result.current[0]).toEqual(initial)
  })
})
