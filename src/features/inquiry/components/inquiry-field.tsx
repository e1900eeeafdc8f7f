import { charCount } from '../form-model'
import { FIELDS, type FieldName } from '../inquiry-schema'

interface Props {
  idPrefix: string
  name: FieldName
  value: string
  error?: string
  onChange: (name: FieldName, value: string) => void
}

/** One labelled field of spec §3: its error and counter tied to the input by aria-describedby. */
export function InquiryField({ idPrefix, name, value, error, onChange }: Props) {
  const spec = FIELDS[name]
  const id = `${idPrefix}-${name}`
  const count = charCount(name, value)
  const errorId = `${id}-error`
  const counterId = `${id}-count`
  const describedBy = [error ? errorId : null, count.visible ? counterId : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete: spec.autoComplete,
  }
  const handle = (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(name, e.target.value)

  return (
    <div className={`inq-field inq-field-${name}`}>
      <label htmlFor={id}>
        {spec.label}
        <span className="inq-required" aria-hidden="true">
          {' '}*
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
        <textarea {...common} rows={6} placeholder={spec.placeholder} onChange={handle} />
      ) : (
        <input
          {...common}
          type={spec.kind}
          placeholder={spec.placeholder}
          spellCheck={spec.kind === 'email' ? false : undefined}
          onChange={handle}
        />
      )}
      {error ? (
        <p id={errorId} className="inq-error">
          {error}
        </p>
      ) : null}
      {count.visible ? (
        <p id={counterId} className={count.over ? 'inq-counter inq-counter-over' : 'inq-counter'}>
          {count.count.toLocaleString('en-IN')} / {count.limit.toLocaleString('en-IN')} characters
          {count.over ? ` (${(count.count - count.limit).toLocaleString('en-IN')} too many)` : ''}
        </p>
      ) : null}
    </div>
  )
}
