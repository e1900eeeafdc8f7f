/**
 * The send side of a form that posts a message (the bulk inquiry, the cart's quote request) as
 * plain data: where a send stands, what a validator and a delivery answer, and how errors are
 * re-checked while the user corrects them. useSendForm puts these to work.
 */

/** Where a send stands: nothing sent yet, on its way, sent (with its reference), or refused (with the sentence to show). */
export type SendState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'success'; reference: string }
  | { phase: 'failure'; status: number; hint: string; reference: string }

/** The errors a form shows, by field name (a field without an error is absent or undefined). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** What a form's validator returns: the parsed data, or every field's error and the first field to fix. */
export type FormValidation<F extends string, D> = { ok: true; data: D } | { ok: false; errors: FieldErrors<F>; first: F }

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

/** How a delivery answered: accepted, or refused with its status and the sentence to show (the delivery's result fits). */
export type SendAnswer = { ok: true } | { ok: false; status: number; hint: string }

/**
 * The errors after an edit. Once one of `fields` shows an error, all of `fields` are re-checked
 * with `errorOf`, so the message goes away (or changes) as the user corrects the value; a field
 * without an error is not flagged while it is being filled in, and `shown` comes back as it is.
 */
export function recheckErrors<F extends string>(shown: FieldErrors<F>, fields: readonly F[], errorOf: (field: F) => string | undefined): FieldErrors<F> {
  if (!fields.some((f) => shown[f])) return shown
  const rechecked: FieldErrors<F> = {}
  for (const f of fields) rechecked[f] = errorOf(f)
  return { ...shown, ...rechecked }
}
