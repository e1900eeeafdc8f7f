import { DocumentSheetIcon } from '@sanity/icons/DocumentSheet'
import { WarningOutlineIcon } from '@sanity/icons/WarningOutline'
import type { StructureBuilder } from 'sanity/structure'
import { STUDIO_API_VERSION } from '../env.ts'
import { EXPIRING_WITHIN_DAYS } from '../../shared/export-spec-rules.ts'
import { addDays, todayInIndia } from '../../shared/dates.ts'

/** GROQ filter of the "to renew" list: expired, or expiring within EXPIRING_WITHIN_DAYS of $today. */
export const EXPIRING_FILTER = '_type == "complianceDocument" && (!defined(expiresOn) || expiresOn < $soon)'

export function expiringParams(today: string): { soon: string } {
  return { soon: addDays(today, EXPIRING_WITHIN_DAYS) }
}

/** Compliance papers: first the ones to renew (buyers no longer see expired ones), then all of them. */
export function complianceListItem(S: StructureBuilder) {
  return S.listItem()
    .title('Compliance documents')
    .id('compliance')
    .icon(DocumentSheetIcon)
    .child(
      S.list()
        .title('Compliance documents')
        .items([
          S.listItem()
            .title(`Expired or expiring within ${EXPIRING_WITHIN_DAYS} days`)
            .id('compliance-expiring')
            .icon(WarningOutlineIcon)
            .child(
              S.documentList()
                .title('To renew')
                .apiVersion(STUDIO_API_VERSION)
                .schemaType('complianceDocument')
                // The date is taken when the list opens, so a Studio left open overnight stays right on reopening.
                .filter(EXPIRING_FILTER)
                .params(expiringParams(todayInIndia()))
                .defaultOrdering([{ field: 'expiresOn', direction: 'asc' }]),
            ),
          S.divider(),
          S.documentTypeListItem('complianceDocument').title('All compliance documents'),
        ]),
    )
}
