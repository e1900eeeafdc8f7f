import { DocumentPdfIcon } from '@sanity/icons/DocumentPdf'
import { defineField, defineType } from 'sanity'
import { formatDate, isValidOn, todayInIndia } from '../../../shared/dates.ts'

export const certificate = defineType({
  name: 'certificate',
  title: 'Certificate',
  type: 'document',
  icon: DocumentPdfIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: "For example 'FSSAI Central Licence'.",
      validation: (rule) => rule.required().error('Give the certificate a title.'),
    }),
    defineField({ name: 'issuer', title: 'Issued by', type: 'string', validation: (rule) => rule.required().error('Enter who issued the certificate.') }),
    defineField({
      name: 'number',
      title: 'Certificate or licence number',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the number printed on the certificate.'),
    }),
    defineField({
      name: 'validUntil',
      title: 'Valid until',
      type: 'date',
      validation: (rule) => [
        rule.required().error('Enter the expiry date printed on the certificate.'),
        rule
          .custom((value: string | undefined) => !value || isValidOn(value, todayInIndia()) || 'This certificate has expired. Upload the renewed one.')
          .warning(),
      ],
    }),
    defineField({
      name: 'file',
      title: 'Certificate (PDF)',
      type: 'file',
      options: { accept: 'application/pdf' },
      validation: (rule) => rule.required().error('Upload the certificate as a PDF.'),
    }),
  ],
  preview: {
    select: { title: 'title', issuer: 'issuer', validUntil: 'validUntil' },
    prepare: ({ title, issuer, validUntil }) => ({
      title,
      subtitle: [issuer, validUntil ? `valid until ${formatDate(validUntil)}` : undefined].filter(Boolean).join(' · '),
    }),
  },
})
