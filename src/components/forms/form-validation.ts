/**
 * The one validation of the site's forms: a form's values against its schema, to what the form
 * shows. Apart from ./send-state.ts, which every page with a form loads at once: this is needed only
 * where the rules are (a form's lazily loaded rules, the checkout and sample pages).
 */
import type { FieldErrors, FormValidation } from './send-state'

/** A schema's safe-parse result, in the shape zod returns (this module does not load zod). */
export type ParseResult<D> = { success: true; data: D } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }

/** What validate needs of a schema: zod's safeParse. */
export interface FormSchema<D> {
  safeParse: (values: unknown) => ParseResult<D>
}

/**
 * `values` (keyed on the form's own fields, in the order the form shows them: every form's values
 * start from its empty record) checked by `schema`: the parsed data, or the first message of each
 * field and the first field with one, in the form's order (the first field when none is named).
 */
export function validate<F extends string, D>(schema: FormSchema<D>, values: Readonly<Record<F, string>>): FormValidation<F, D> {
  const parsed = schema.safeParse(values)
  if (parsed.success) return { ok: true, data: parsed.data }
  const errors: FieldErrors<F> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as F
    errors[field] ??= issue.message
  }
  const fields = Object.keys(values) as F[]
  return { ok: false, errors, first: fields.find((f) => errors[f]) ?? (fields[0] as F) }
}

/** The error one field shows for `values`, if any: for re-checking a field while the user corrects it. */
export function fieldError<F extends string, D>(schema: FormSchema<D>, values: Readonly<Record<F, string>>, field: F): string | undefined {
  const validation = validate(schema, values)
  return validation.ok ? undefined : validation.errors[field]
}
