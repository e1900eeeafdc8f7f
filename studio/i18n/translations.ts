import { defineField, type ConditionalProperty, type SchemaTypeDefinition } from 'sanity'
import { internationalizedArray } from 'sanity-plugin-internationalized-array'
import { OTHER_LANGUAGES, languageInfo } from '../../shared/languages.ts'
import { SEEDED_MARK_FIELD, translationsPath } from '../../shared/translatable-fields.ts'

/** The languages staff translate into: every row of shared/languages.ts but English, which the field itself holds. */
export const TRANSLATION_LANGUAGES = OTHER_LANGUAGES.map((code) => ({ id: code, title: languageInfo(code).name }))

/** Staff translate field by field: English stays in the field itself, the others beside it (docs/decisions/040). */
export const translationsPlugin = internationalizedArray({
  languages: TRANSLATION_LANGUAGES,
  // blockContent: a policy's or post's text, Portable Text like the English body (internationalizedArrayBlockContent).
  fieldTypes: ['string', 'text', 'blockContent'],
  languageDisplay: 'titleOnly',
  // Seeded documents keep their stored order: opening one must not make a draft.
  restoreOrder: false,
})

/** The plugin's types (internationalizedArrayString …), for validating documents outside the Studio. */
export const translationTypes = (translationsPlugin.schema?.types ?? []) as SchemaTypeDefinition[]

const LANGUAGE_NAMES = TRANSLATION_LANGUAGES.map((language) => language.title).join(', ')

const ARRAY_TYPES = {
  string: 'internationalizedArrayString',
  text: 'internationalizedArrayText',
  blockContent: 'internationalizedArrayBlockContent',
} as const

interface TranslationsOf {
  /** The English field's name, as in shared/translatable-fields.ts. */
  name: string
  title: string
  type: 'string' | 'text' | 'blockContent'
  group?: string
  fieldset?: string
  /** Hidden with the English field it translates. */
  hidden?: ConditionalProperty
}

/** `<name>Translations` beside an English field: one value per other language, each optional. */
export function translationsField({ name, title, type, group, fieldset, hidden }: TranslationsOf) {
  return defineField({
    name: translationsPath(name),
    title: `${title}: translations`,
    type: ARRAY_TYPES[type],
    ...(group ? { group } : {}),
    ...(fieldset ? { fieldset } : {}),
    ...(hidden !== undefined ? { hidden } : {}),
    description: `${LANGUAGE_NAMES}. A language left out shows the English text, marked as English for screen readers.`,
  })
}

/** The seed's translations wait for a staff member's review; the document's badge says so while this is on. */
export function seededMarkField(group?: string) {
  return defineField({
    name: SEEDED_MARK_FIELD,
    title: 'Translations came with the seed',
    type: 'boolean',
    ...(group ? { group } : {}),
    description: 'Switch off once someone who reads the language has checked the translations. While on, the document shows a "Seeded translations" badge.',
    initialValue: false,
  })
}
