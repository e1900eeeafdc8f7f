import { charCount } from '@/components/forms/field-spec'
import { FormField } from '@/components/forms/form-field'
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

const optionalNote = <span className="quote-optional"> (optional)</span>

/** A quote-only field (Incoterm, port, message), in the inquiry form's markup and styles. */
export function QuoteField({ idPrefix, name, value, required, error, hint, onChange }: Props) {
  const spec = EXTRA_FIELD_SPECS[name]
  return (
    <FormField
      id={`${idPrefix}-${name}`}
      name={name}
      spec={spec}
      value={value}
      required={required}
      error={error}
      hint={hint}
      hintClassName="quote-hint"
      optionalNote={optionalNote}
      counter={charCount(spec, value)}
      rows={5}
      onChange={onChange}
    />
  )
}
