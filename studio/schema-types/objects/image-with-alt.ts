import { defineField } from 'sanity'

interface ImageFieldOptions {
  name: string
  title: string
  description?: string
  group?: string
}

/** Stays `_type: 'image'` (docs/content-model.md); only the required `alt` field is added. */
export function defineImageWithAlt({ name, title, description, group }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    type: 'image',
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'Describe the picture in a few words for people who cannot see it, and for search engines.',
        validation: (rule) => [
          rule.required().error('Describe the picture in a few words (for screen readers and search engines).'),
          rule.max(160).warning('Keep the description of the picture short (under 160 characters).'),
        ],
      }),
    ],
    validation: (rule) => rule.required().error(`Add ${title.toLowerCase()}.`),
  })
}
