import { FormField } from '@/components/forms/form-field'
import { SAMPLE_FIELD_SPECS, type SampleField as Field } from '../sample-model'

interface Props {
  idPrefix: string
  name: Field
  value: string
  error?: string
  hint?: string
  onChange: (name: Field, value: string) => void
}

const optionalNote = <span className="sample-optional"> (optional)</span>

/** One field of the sample request, in the inquiry form's markup and styles. */
export function SampleField({ idPrefix, name, value, error, hint, onChange }: Props) {
  const spec = SAMPLE_FIELD_SPECS[name]
  // The inquiry's counter rule: always shown under long texts, near the limit on one-line fields.
  const count = value.length
  const counter = { count, limit: spec.limit, over: count > spec.limit, visible: spec.kind === 'textarea' || count > spec.limit * 0.8 }
  return (
    <FormField
      id={`${idPrefix}-${name}`}
      name={name}
      spec={spec}
      value={value}
      required={spec.required !== ''}
      error={error}
      hint={hint}
      hintClassName="sample-hint"
      optionalNote={optionalNote}
      counter={counter}
      rows={4}
      onChange={onChange}
    />
  )
}
