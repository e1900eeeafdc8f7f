import { charCount } from '@/components/forms/field-spec'
import { FormField } from '@/components/forms/form-field'
import { FIELDS, type FieldName } from '../inquiry-schema'

interface Props {
  idPrefix: string
  name: FieldName
  value: string
  error?: string
  onChange: (name: FieldName, value: string) => void
}

/** One labelled field of the inquiry form: its error and counter tied to the input by aria-describedby. */
export function InquiryField({ idPrefix, name, value, error, onChange }: Props) {
  const spec = FIELDS[name]
  return (
    <FormField
      id={`${idPrefix}-${name}`}
      name={name}
      spec={spec}
      value={value}
      required
      error={error}
      counter={charCount(spec, value)}
      counterExcess
      rows={6}
      onChange={onChange}
    />
  )
}
