import { SpecField } from '@/components/forms/form-field'
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
export function SampleField(props: Props) {
  return <SpecField {...props} specs={SAMPLE_FIELD_SPECS} hintClassName="sample-hint" optionalNote={optionalNote} rows={4} />
}
