/** Loaded with a form's rules, never in a page's first load. */
import { z } from '@/lib/zod'
import { FIELD_ERRORS, type FieldError, type FieldSpec } from './field-spec'
import type { Validation } from './use-form'

/** Trimmed, at most its limit, and not empty unless the spec (or the caller) makes it optional. */
export function textRule(spec: FieldSpec, optional = spec.required === null) {
  const withinLimit = z.maxLength(spec.limit, 'tooLong' satisfies FieldError)
  return optional ? z.string().check(z.trim(), withinLimit) : z.string().check(z.trim(), z.minLength(1, 'required' satisfies FieldError), withinLimit)
}

/** What validate needs of a schema: zod's safeParse. */
export interface FormSchema<D> {
  safeParse: (
    values: unknown,
  ) => { success: true; data: D } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }
}

// The rules give their issues a FieldError as message; anything else zod says is a refused value.
const asFieldError = (message: string): FieldError => ((FIELD_ERRORS as readonly string[]).includes(message) ? (message as FieldError) : 'invalid')

/** The parsed data, or each field's first error and the first field with one, in the form's order. */
export function validate<F extends string, D>(schema: FormSchema<D>, values: Readonly<Record<F, string>>): Validation<F, D> {
  const parsed = schema.safeParse(values)
  if (parsed.success) return { ok: true, data: parsed.data }
  const errors: Partial<Record<F, FieldError>> = {}
  for (const issue of parsed.error.issues) errors[issue.path[0] as F] ??= asFieldError(issue.message)
  const fields = Object.keys(values) as F[]
  return { ok: false, errors, first: fields.find((f) => errors[f]) ?? (fields[0] as F) }
}
