import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { charCount, counterText, fieldErrorText, type FieldError, type FieldSpec } from './field-spec'

interface Props<N extends string> {
  /** The form's id prefix (useId): the control's id is `${idPrefix}-${name}`, its texts' ids follow it. */
  idPrefix: string
  name: N
  spec: FieldSpec
  value: string
  error?: FieldError | undefined
  /** By default, when the spec has a message for an empty field. */
  required?: boolean
  onChange: (name: N, value: string) => void
}

/** One labelled field; its hint, error and counter are tied to the control by aria-describedby. */
export function FormField<N extends string>({ idPrefix, name, spec, value, error, required = spec.required !== null, onChange }: Props<N>) {
  const { i18n } = useLingui()
  const id = `${idPrefix}-${name}`
  const counter = charCount(spec, value)
  const describedBy = [error && `${id}-error`, spec.hint && `${id}-hint`, counter.visible && `${id}-count`].filter(Boolean).join(' ') || undefined
  const common = { id, name, value, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, autoComplete: spec.autoComplete }
  const placeholder = spec.placeholder && i18n._(spec.placeholder)
  const handle = (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(name, e.target.value)
  return (
    <div className={`inq-field inq-field-${name} inq-field-${spec.kind}`}>
      <label htmlFor={id}>
        {i18n._(spec.label)}
        <span className={required ? 'inq-required' : 'inq-optional'} aria-hidden={required || undefined}>
          {required ? (
            ' *'
          ) : (
            <>
              {' '}
              <Trans>(optional)</Trans>
            </>
          )}
        </span>
      </label>
      {spec.kind === 'select' ? (
        <select {...common} onChange={handle}>
          <option value="">{placeholder}</option>
          {spec.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {i18n._(o.label)}
            </option>
          ))}
        </select>
      ) : spec.kind === 'textarea' ? (
        // A buyer may write in another script than the page's: the text sets its own direction.
        <textarea {...common} dir="auto" rows={spec.rows} placeholder={placeholder} onChange={handle} />
      ) : (
        <input {...common} dir="auto" type={spec.kind} placeholder={placeholder} spellCheck={spec.kind === 'email' ? false : undefined} onChange={handle} />
      )}
      {spec.hint ? (
        <p id={`${id}-hint`} className="inq-hint">
          {i18n._(spec.hint)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="inq-error">
          {fieldErrorText(i18n, spec, error)}
        </p>
      ) : null}
      {counter.visible ? (
        <p id={`${id}-count`} className={counter.over ? 'inq-counter inq-counter-over' : 'inq-counter'}>
          {counterText(i18n, counter.count, counter.limit)}
        </p>
      ) : null}
    </div>
  )
}
