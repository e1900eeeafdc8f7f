/**
 * The send side of a form that posts a message (the bulk inquiry, the quote and sample requests) as
 * plain data: where a send stands, what a validator and a delivery answer, and how errors are
 * re-checked while the user corrects them. useSendForm puts these to work.
 */

/** The toast's title when a send is refused or cannot start (its description says why). */
export const SEND_FAILED_TOAST = 'Something went wrong. Please try again later.'

/** Where a send stands: nothing sent yet, on its way, sent (with its reference), or refused (with the sentence to show). */
export type SendState =
  { phase: 'idle' } | { phase: 'submitting' } | { phase: 'success'; reference: string } | { phase: 'failure'; status: number; hint: string; reference: string }

/** The errors a form shows, by field name (a field without an error is absent or undefined). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** What a form's validator returns: the parsed data, or every field's error and the first field to fix. */
export type FormValidation<F extends string, D> = { ok: true; data: D } | { ok: false; errors: FieldErrors<F>; first: F }

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
