import { charCount } from '@/components/forms/field-spec'
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
      counter={charCount(spec, value)}
      rows={4}
      onChange={onChange}
    />
  )
}
