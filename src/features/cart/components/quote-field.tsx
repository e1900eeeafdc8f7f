import { charCount } from '@/features/inquiry/form-model'
import { EXTRA_FIELD_SPECS, type ExtraField } from '../quote-model'

interface Props {
  idPrefix: string
  name: ExtraField
  value: string
  required: boolean
  error?: string
  hint?: string
  onChange: (name: ExtraField, value: string) => void
}

/** A quote-only field (Incoterm, port, message), in the inquiry form's markup and styles. */
export function QuoteField({ idPrefix, name, value, required, error, hint, onChange }: Props) {
  const spec = EXTRA_FIELD_SPECS[name]
  const id = `${idPrefix}-${name}`
  // The inquiry's counter rule works on its own field names; the message limits are the same.
  const count = charCount(name === 'message' ? 'message' : 'country', value)
  const ids = { error: `${id}-error`, hint: `${id}-hint`, count: `${id}-count` }
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null, count.visible ? ids.count : null].filter(Boolean).join(' ') || undefined
  const common = { id, name, value, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, autoComplete: spec.autoComplete }
  const handle = (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(name, e.target.value)

  return (
    <div className={`inq-field inq-field-${name}`}>
      <label htmlFor={id}>
        {spec.label}
        {required ? (
          <span className="inq-required" aria-hidden="true">
            {' '}*
          </span>
        ) : (
          <span className="quote-optional"> (optional)</span>
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
        <textarea {...common} rows={5} placeholder={spec.placeholder} onChange={handle} />
      ) : (
        <input {...common} type="text" placeholder={spec.placeholder} onChange={handle} />
      )}
      {hint ? (
        <p id={ids.hint} className="quote-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="inq-error">
          {error}
        </p>
      ) : null}
      {count.visible ? (
        <p id={ids.count} className={count.over ? 'inq-counter inq-counter-over' : 'inq-counter'}>
          {count.count.toLocaleString('en-IN')} / {count.limit.toLocaleString('en-IN')} characters
        </p>
      ) : null}
    </div>
  )
}
