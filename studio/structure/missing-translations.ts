import { TranslateIcon } from '@sanity/icons/Translate'
import type { StructureBuilder } from 'sanity/structure'
import { STUDIO_API_VERSION } from '../env.ts'
import { OTHER_LANGUAGES, languageInfo } from '../../shared/languages.ts'
import { TRANSLATABLE_FIELDS, missingTranslationFilter, type TranslatableType } from '../../shared/translatable-fields.ts'

const TYPES = Object.keys(TRANSLATABLE_FIELDS) as TranslatableType[]

/** GROQ: every document with an English text not yet translated into $language. */
export const MISSING_TRANSLATIONS_FILTER = TYPES.map((type) => `(${missingTranslationFilter(type)})`).join(' || ')

/** "Missing translations": one list per language of shared/languages.ts but English. */
export function missingTranslationsListItem(S: StructureBuilder) {
  return S.listItem()
    .title('Missing translations')
    .id('missing-translations')
    .icon(TranslateIcon)
    .child(
      S.list()
        .title('Missing translations')
        .items(
          OTHER_LANGUAGES.map((language) =>
            S.listItem()
              .title(languageInfo(language).name)
              .id(`missing-${language}`)
              .icon(TranslateIcon)
              .child(
                S.documentList()
                  .title(`Not yet in ${languageInfo(language).name}`)
                  .apiVersion(STUDIO_API_VERSION)
                  .filter(MISSING_TRANSLATIONS_FILTER)
                  .params({ language })
                  .defaultOrdering([{ field: '_type', direction: 'asc' }]),
              ),
          ),
        ),
    )
}
