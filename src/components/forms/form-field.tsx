import { formatCount } from '@/lib/format'
import { charCount, type FieldSpec } from './field-spec'

interface Props<N extends string> {
  /** The form's id prefix (useId): the control's id is `${idPrefix}-${name}`, its texts' ids follow it. */
  idPrefix: string
  name: N
  spec: FieldSpec
  value: string
  error?: string | undefined
  /** By default, when the spec has a message for an empty field. */
  required?: boolean
  onChange: (name: N, value: string) => void
}

/** One labelled field; its hint, error and counter are tied to the control by aria-describedby. */
export function FormField<N extends string>({ idPrefix, name, spec, value, error, required = spec.required !== '', onChange }: Props<N>) {
  const id = `${idPrefix}-${name}`
  const counter = charCount(spec, value)
  const describedBy = [error && `${id}-error`, spec.hint && `${id}-hint`, counter.visible && `${id}-count`].filter(Boolean).join(' ') || undefined
  const common = { id, name, value, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, autoComplete: spec.autoComplete }
  const handle = (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(name, e.target.value)
  return (
    <div className={`inq-field inq-field-${name} inq-field-${spec.kind}`}>
      <label htmlFor={id}>
        {spec.label}
        <span className={required ? 'inq-required' : 'inq-optional'} aria-hidden={required || undefined}>
          {required ? ' *' : ' (optional)'}
        </span>
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
        <textarea {...common} rows={spec.rows} placeholder={spec.placeholder} onChange={handle} />
      ) : (
        <input {...common} type={spec.kind} placeholder={spec.placeholder} spellCheck={spec.kind === 'email' ? false : undefined} onChange={handle} />
      )}
      {spec.hint ? (
        <p id={`${id}-hint`} className="inq-hint">
          {spec.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="inq-error">
          {error}
        </p>
      ) : null}
      {counter.visible ? (
        <p id={`${id}-count`} className={counter.over ? 'inq-counter inq-counter-over' : 'inq-counter'}>
          {formatCount(counter.count)} / {formatCount(counter.limit)} characters
          {counter.over ? ` (${formatCount(counter.count - counter.limit)} too many)` : ''}
        </p>
      ) : null}
    </div>
  )
}
