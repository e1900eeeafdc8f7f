import type { DocumentBadgeComponent, DocumentBadgesResolver } from 'sanity'
import { SEEDED_MARK_FIELD, TRANSLATABLE_FIELDS } from '../../shared/translatable-fields.ts'

/** "Seeded translations" on a document whose translations came with the seed and no one has checked yet. */
export const SeededTranslationsBadge: DocumentBadgeComponent = ({ draft, published }) =>
  (draft ?? published)?.[SEEDED_MARK_FIELD] === true
    ? {
        label: 'Seeded translations',
        title: 'Translations came with the seed: review them, then switch off "Translations came with the seed".',
        color: 'warning',
      }
    : null

export const seededBadges: DocumentBadgesResolver = (previous, { schemaType }) =>
  schemaType in TRANSLATABLE_FIELDS ? [...previous, SeededTranslationsBadge] : previous
