/**
 * From a schema's parse result to what a form shows. Apart from ./send-state.ts, which every page
 * with a form loads at once: this is needed only where the rules are (a form's lazily loaded
 * validation, the cart and sample pages).
 */
import type { FieldErrors, FormValidation } from './send-state'

/** A schema's safe-parse result, in the shape zod returns (this module does not load zod). */
export type ParseResult<D> = { success: true; data: D } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }

/**
 * A form's validation from its schema's parse result: the data, or the first message of each field
 * and the first field with one in the form's own order (`fields`, the first of which is the fallback).
 */
export function formValidation<F extends string, D>(parsed: ParseResult<D>, fields: readonly [F, ...F[]]): FormValidation<F, D> {
  if (parsed.success) return { ok: true, data: parsed.data }
  const errors: FieldErrors<F> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as F
    errors[field] ??= issue.message
  }
  return { ok: false, errors, first: fields.find((f) => errors[f]) ?? fields[0] }
}

/** The error one field shows for `validation`, if any: for re-checking a field while the user corrects it. */
export function fieldErrorOf<F extends string, D>(validation: FormValidation<F, D>, field: F): string | undefined {
  return validation.ok ? undefined : validation.errors[field]
}
