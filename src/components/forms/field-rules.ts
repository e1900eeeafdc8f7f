/**
 * A text field's zod rule from its spec: trimmed, at most its limit, and not empty unless the spec
 * (or the caller, for a field whose need depends on another) makes it optional. Loaded only with a
 * form's rules (never in a page's first load).
 */
import { z } from '@/lib/zod'
import { tooLongMessage, type FieldSpec } from './field-spec'

export function textRule(spec: FieldSpec, optional = spec.required === '') {
  const withinLimit = z.maxLength(spec.limit, tooLongMessage(spec))
  return optional ? z.string().check(z.trim(), withinLimit) : z.string().check(z.trim(), z.minLength(1, spec.required), withinLimit)
}
