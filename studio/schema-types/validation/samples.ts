/** The "Samples" group's rule: a product that offers samples says how much one sample holds. */
export const SAMPLE_SIZE_REQUIRED = 'Enter how much one sample holds, for example \'100 g\', or switch off "Offers samples".'
export const SAMPLE_SIZE_FORMAT = "Start the sample size with the weight and unit, for example '100 g' or '50 g'."
export const SAMPLE_SIZE_MAX = 40

export function checkSampleSize(value: unknown, context: { document?: { [field: string]: unknown } | undefined }): true | string {
  const offered = context.document?.offersSamples === true
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return offered ? SAMPLE_SIZE_REQUIRED : true
  if (!/^\d+(\.\d+)?\s?(g|kg)\b/.test(text)) return SAMPLE_SIZE_FORMAT
  if (text.length > SAMPLE_SIZE_MAX) return `Keep the sample size under ${SAMPLE_SIZE_MAX} characters, for example '100 g'.`
  return true
}
