import { LinkIcon } from '@sanity/icons/Link'
import { defineField, defineType } from 'sanity'
import { SOCIAL_PLATFORM_TITLES, SOCIAL_PLATFORMS } from '../../../shared/social-platforms.ts'

/** A required web address, http or https, with messages an editor understands. */
function webAddress() {
  return defineField({
    name: 'url',
    title: 'Web address',
    type: 'url',
    validation: (rule) => [
      rule.required().error('Enter the full address, starting with https://.'),
      rule.uri({ scheme: ['https', 'http'] }).error('Enter a full web address starting with https://.'),
    ],
  })
}

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: { list: SOCIAL_PLATFORMS.map((value) => ({ value, title: SOCIAL_PLATFORM_TITLES[value] })) },
      validation: (rule) => rule.required().error('Pick the platform this link goes to.'),
    }),
    webAddress(),
  ],
  preview: { select: { title: 'platform', subtitle: 'url' } },
})

export const creditLink = defineType({
  name: 'creditLink',
  title: 'Credit link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({ name: 'label', title: 'Text', type: 'string', validation: (rule) => rule.required().error('Enter the text of the link.') }),
    webAddress(),
  ],
})
