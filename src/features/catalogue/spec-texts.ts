// The page shows the specification's texts in its language; the PDF and JSON-LD keep the English lines.
import type { LocalizedText } from '@/lib/localized'
import type { ExportSpec } from '@/lib/queries'
import type { SpecLine } from './specification'

/** Texts staff type in English only (the schema has no translations for them). */
const ENGLISH_ONLY = new Set(['packing', 'ports'])

export type ShownSpecLine = SpecLine & { local?: LocalizedText }

/** The lines with their translated texts (grade, storage) put in, each text marked with the language it is in. */
export function localSpecLines(lines: readonly SpecLine[], local: ExportSpec['local'] | null | undefined): ShownSpecLine[] {
  const texts: Record<string, LocalizedText | undefined> = { ...local }
  return lines.map((line) => {
    const shown = texts[line.key]
    if (shown?.text?.trim()) return { ...line, text: shown.text.trim(), local: shown }
    return ENGLISH_ONLY.has(line.key) ? { ...line, local: { text: line.text, lang: 'en' } } : line
  })
}
