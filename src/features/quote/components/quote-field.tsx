import { SpecField } from '@/components/forms/form-field'
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
export function QuoteField(props: Props) {
  return <SpecField {...props} specs={EXTRA_FIELD_SPECS} hintClassName="quote-hint" optionalNote={optionalNote} rows={5} />
}
