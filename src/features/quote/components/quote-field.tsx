import { FormField } from '@/components/forms/form-field'
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

const optionalNote = <span className="quote-optional"> (optional)</span>

/** A quote-only field (Incoterm, port, message), in the inquiry form's markup and styles. */
export function QuoteField({ idPrefix, name, value, required, error, hint, onChange }: Props) {
  // The inquiry's counter rule works on its own field names; the message limits are the same.
  const counter = charCount(name === 'message' ? 'message' : 'country', value)
  return (
    <FormField
      id={`${idPrefix}-${name}`}
      name={name}
      spec={EXTRA_FIELD_SPECS[name]}
      value={value}
      required={required}
      error={error}
      hint={hint}
      hintClassName="quote-hint"
      optionalNote={optionalNote}
      counter={counter}
      rows={5}
      onChange={onChange}
    />
  )
}
