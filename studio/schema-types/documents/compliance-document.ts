import { DocumentSheetIcon } from '@sanity/icons/DocumentSheet'
import { defineField, defineType } from 'sanity'
import {
  COMPLIANCE_KINDS,
  EU_AFLATOXIN_B1_LIMIT,
  aflatoxinWarning,
  checkAflatoxinB1,
  checkExpiry,
  complianceKindTitle,
  expiryWarning,
} from '../../../shared/export-spec-rules.ts'
import { formatDate, isValidOn, todayInIndia } from '../../../shared/dates.ts'

interface ComplianceFields {
  kind?: string
  testedOn?: string
  expiresOn?: string
}

// A document of its own, so staff add a lot's papers without touching the product and the desk lists expiring ones.
export const complianceDocument = defineType({
  name: 'complianceDocument',
  title: 'Compliance document',
  type: 'document',
  icon: DocumentSheetIcon,
  fields: [
    defineField({
      name: 'product',
      title: 'Product',
      type: 'reference',
      to: [{ type: 'product' }],
      description: 'The product this lot belongs to. Buyers see the document on its page.',
      validation: (rule) => rule.required().error('Pick the product this document is for.'),
    }),
    defineField({
      name: 'kind',
      title: 'Kind of document',
      type: 'string',
      options: { list: COMPLIANCE_KINDS.map(({ value, title }) => ({ value, title })), layout: 'radio' },
      validation: (rule) => rule.required().error('Pick what kind of document this is.'),
    }),
    defineField({
      name: 'lotNumber',
      title: 'Lot number',
      type: 'string',
      description: 'As printed on the report, for example CUM-2025-118.',
      validation: (rule) => [
        rule.required().error('Enter the lot number printed on the document.'),
        rule.max(40).error('Keep the lot number under 40 characters.'),
      ],
    }),
    defineField({
      name: 'lab',
      title: 'Laboratory or issuer',
      type: 'string',
      description: 'Optional, for example the NABL-accredited laboratory that tested the lot.',
      validation: (rule) => rule.max(100).error('Keep the name under 100 characters.'),
    }),
    defineField({
      name: 'testedOn',
      title: 'Test or issue date',
      type: 'date',
      validation: (rule) => [
        rule.required().error('Enter the date printed on the document.'),
        rule.custom((value: string | undefined) => !value || value <= todayInIndia() || 'The test date is in the future. Check the date.').warning(),
      ],
    }),
    defineField({
      name: 'expiresOn',
      title: 'Valid until',
      type: 'date',
      description: 'Buyers stop seeing the document after this day.',
      validation: (rule) => [
        rule.required().error('Enter until when the document is valid.'),
        rule.custom((value: string | undefined, context) => checkExpiry(value, (context.document as ComplianceFields | undefined)?.testedOn)),
        rule.custom((value: string | undefined) => expiryWarning(value, todayInIndia())).warning(),
      ],
    }),
    defineField({
      name: 'aflatoxinB1',
      title: 'Aflatoxin B1 (µg/kg)',
      type: 'number',
      description: `The B1 result of the report. The EU allows at most ${EU_AFLATOXIN_B1_LIMIT} µg/kg in spices.`,
      hidden: ({ document }) => (document as ComplianceFields | undefined)?.kind !== 'aflatoxin',
      validation: (rule) => [rule.custom(checkAflatoxinB1), rule.custom(aflatoxinWarning).warning()],
    }),
    defineField({
      name: 'file',
      title: 'Document (PDF)',
      type: 'file',
      options: { accept: 'application/pdf' },
      validation: (rule) => rule.required().error('Upload the document as a PDF.'),
    }),
  ],
  orderings: [{ title: 'Expiry, soonest first', name: 'expiresOnAsc', by: [{ field: 'expiresOn', direction: 'asc' }] }],
  preview: {
    select: { kind: 'kind', lot: 'lotNumber', product: 'product.name', expiresOn: 'expiresOn' },
    prepare: ({ kind, lot, product, expiresOn }: { kind?: string; lot?: string; product?: string; expiresOn?: string }) => {
      const expired = typeof expiresOn === 'string' && !isValidOn(expiresOn, todayInIndia())
      return {
        title: `${complianceKindTitle(kind ?? '')}${lot ? ` · lot ${lot}` : ''}`,
        subtitle: [product ?? 'No product', expiresOn ? `${expired ? 'EXPIRED' : 'valid until'} ${formatDate(expiresOn)}` : undefined]
          .filter(Boolean)
          .join(' · '),
      }
    },
  },
})
