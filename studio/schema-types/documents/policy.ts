import { LockIcon } from '@sanity/icons/Lock'
import { defineField, defineType } from 'sanity'
import { POLICY_SLUGS } from '../../../shared/content-lists.ts'
import { seededMarkField, translationsField } from '../../i18n/translations.ts'
import { checkPolicySlug, slugify } from '../rules.ts'
import { uniqueSlug } from '../validation/unique.ts'

export const policy = defineType({
  name: 'policy',
  title: 'Policy',
  type: 'document',
  icon: LockIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the policy a title, for example Refund Policy.'),
    }),
    translationsField({ name: 'title', title: 'Title', type: 'string' }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      description: `The website has a page for each of: ${POLICY_SLUGS.join(', ')}.`,
      options: { source: 'title', slugify, isUnique: uniqueSlug },
      validation: (rule) => [
        rule.required().error(`Set the web address to one of: ${POLICY_SLUGS.join(', ')}.`),
        rule.custom((value: { current?: string } | undefined) => checkPolicySlug(value?.current)),
      ],
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      description: 'Shown on the page. Change it whenever the policy changes.',
      validation: (rule) => rule.required().error('Set the date this policy was last changed.'),
    }),
    defineField({ name: 'body', title: 'Text', type: 'blockContent', validation: (rule) => rule.required().error('Write the text of the policy.') }),
    translationsField({ name: 'body', title: 'Text', type: 'blockContent' }),
    seededMarkField(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', updatedAt: 'updatedAt' },
    prepare: ({ title, slug, updatedAt }) => ({ title, subtitle: `/policies/${slug ?? '…'}${updatedAt ? ` · updated ${updatedAt}` : ''}` }),
  },
})
