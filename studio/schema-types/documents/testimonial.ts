import { CommentIcon } from '@sanity/icons/Comment'
import { defineField, defineType } from 'sanity'
import { defineImageWithAlt } from '../objects/image-with-alt.ts'
import { TESTIMONIAL_TYPES, TESTIMONIAL_TYPE_HINT, checkRating } from '../rules.ts'

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({ name: 'name', title: 'Customer name', type: 'string', validation: (rule) => rule.required().error('Enter the name of the customer.') }),
    defineField({
      name: 'role',
      title: 'Role and company',
      type: 'string',
      description: "For example 'Head Chef, Saffron Court, Jaipur'.",
      validation: (rule) => rule.required().error('Enter the role and company of the customer.'),
    }),
    defineField({
      name: 'content',
      title: 'What they said',
      type: 'text',
      rows: 4,
      validation: (rule) => [
        rule.required().error('Enter the words of the customer.'),
        rule.max(500).warning('Long quotes get cut off on small screens; keep it under 500 characters.'),
      ],
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'From 0 to 5, one decimal (for example 4.8).',
      validation: (rule) => [rule.required().error('Enter the rating the customer gave, for example 4.8.'), rule.custom(checkRating)],
    }),
    defineField({
      name: 'type',
      title: 'Product line',
      type: 'string',
      description: 'The home page shows spice and makhana testimonials side by side.',
      options: { list: [...TESTIMONIAL_TYPES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error(TESTIMONIAL_TYPE_HINT),
    }),
    defineImageWithAlt({ name: 'image', title: 'Photo', description: 'A portrait or a logo; it is shown small and round.' }),
  ],
  preview: {
    select: { title: 'name', role: 'role', type: 'type', media: 'image' },
    prepare: ({ title, role, type, media }) => ({ title, subtitle: [type, role].filter(Boolean).join(' · '), media }),
  },
})
