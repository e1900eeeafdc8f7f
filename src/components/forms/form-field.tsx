import type { ReactNode } from 'react'
import { formatCount } from '@/lib/format'
import { charCount, type CharCount, type FieldSpec } from './field-spec'

/** What a field shows of its spec: label, kind of control, autofill hint, placeholder, options. */
export type FormFieldSpec = Pick<FieldSpec, 'label' | 'kind' | 'autoComplete' | 'placeholder' | 'options'>

/** A field's character counter (charCount of its spec). */
export type FieldCounter = CharCount

/** The props of FormField; `name` is the feature's own field name type. */
export interface FormFieldProps<N extends string> {
  /** The control's id; its error, hint and counter get `${id}-error`, `${id}-hint`, `${id}-count`. */
  id: string
  name: N
  spec: FormFieldSpec
  value: string
  required: boolean
  error?: string
  /** A sentence under the control, tied to it by aria-describedby. */
  hint?: string
  hintClassName?: string
  /** Follows the label of a field that is not required (a required one gets the asterisk). */
  optionalNote?: ReactNode
  counter: FieldCounter
  /** Whether the counter of an over-long value also says how many characters are too many. */
  counterExcess?: boolean
  /** Rows of a textarea. */
  rows: number
  onChange: (name: N, value: string) => void
}

/**
 * One labelled field of the site's forms (bulk inquiry, quote request) in the `inq-field` markup:
 * input, select or textarea after the spec's kind, with its hint, error and character counter tied
 * to the control by aria-describedby. Each feature passes its own spec, texts and counting rule.
 */
export function FormField<N extends string>(props: FormFieldProps<N>) {
  const { id, name, spec, value, required, error, hint, hintClassName, optionalNote, counter, counterExcess, rows, onChange } = props
  const ids = { error: `${id}-error`, hint: `${id}-hint`, count: `${id}-count` }
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null, counter.visible ? ids.count : null].filter(Boolean).join(' ') || undefined
  const common = { id, name, value, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, autoComplete: spec.autoComplete }
  const handle = (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(name, e.target.value)

  return (
    <div className={`inq-field inq-field-${name}`}>
      <label htmlFor={id}>
        {spec.label}
        {required ? (
          <span className="inq-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          optionalNote
        )}
      </label>
      {spec.kind === 'select' ? (
        <select {...common} onChange={handle}>
          <option value="">{spec.placeholder}</option>
          {spec.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : spec.kind === 'textarea' ? (
        <textarea {...common} rows={rows} placeholder={spec.placeholder} onChange={handle} />
      ) : (
        <input {...common} type={spec.kind} placeholder={spec.placeholder} spellCheck={spec.kind === 'email' ? false : undefined} onChange={handle} />
      )}
      {hint ? (
        <p id={ids.hint} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="inq-error">
          {error}
        </p>
      ) : null}
      {counter.visible ? (
        <p id={ids.count} className={counter.over ? 'inq-counter inq-counter-over' : 'inq-counter'}>
          {formatCount(counter.count)} / {formatCount(counter.limit)} characters
          {counterExcess ? (counter.over ? ` (${formatCount(counter.count - counter.limit)} too many)` : '') : null}
        </p>
      ) : null}
    </div>
  )
}

/** The props of SpecField: FormField's, with the id, spec and counter taken from the form's specs. */
export type SpecFieldProps<N extends string> = Omit<FormFieldProps<N>, 'id' | 'spec' | 'counter' | 'required'> & {
  /** The form's id prefix (useId): the control's id is `${idPrefix}-${name}`. */
  idPrefix: string
  specs: Readonly<Record<N, FieldSpec>>
  /** Whether the field is required; by default, when its spec has a message for an empty field. */
  required?: boolean
}

/** One field of a form whose fields are described by specs (field-spec.ts): label, limit, counter. */
export function SpecField<N extends string>({ idPrefix, specs, name, value, required, ...rest }: SpecFieldProps<N>) {
  const spec = specs[name]
  return (
    <FormField
      {...rest}
      id={`${idPrefix}-${name}`}
      name={name}
      spec={spec}
      value={value}
      required={required ?? spec.required !== ''}
      counter={charCount(spec, value)}
    />
  )
}
