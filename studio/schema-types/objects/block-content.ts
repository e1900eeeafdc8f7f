import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** Rich text for blog posts and policies: paragraphs, two heading levels, lists, bold/italic and links. */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Text',
  type: 'array',
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet list', value: 'bullet' },
        { title: 'Numbered list', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Web address',
                type: 'url',
                description: 'A full address (https://…), an e-mail (mailto:…) or a page of this site (/contact).',
                validation: (rule) => [
                  rule.required().error('Enter the address the link goes to.'),
                  rule
                    .uri({ scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true })
                    .error('Use https://…, mailto:…, tel:… or a page of this site such as /contact.'),
                ],
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
