import { SpecField } from '@/components/forms/form-field'
import { FIELDS, type FieldName } from '../inquiry-schema'

interface Props {
  idPrefix: string
  name: FieldName
  value: string
  error?: string
  onChange: (name: FieldName, value: string) => void
}

/** One labelled field of the inquiry form: its error and counter tied to the input by aria-describedby. */
export function InquiryField(props: Props) {
  return <SpecField {...props} specs={FIELDS} required counterExcess rows={6} />
}
