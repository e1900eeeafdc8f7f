import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineField, defineType } from 'sanity'
import { seededMarkField, translationsField } from '../../i18n/translations.ts'
import { withSuggestions } from '../../components/suggestion-input.tsx'
import { defineImageWithAlt } from '../objects/image-with-alt.ts'
import { slugify } from '../rules.ts'
import { BLOG_CATEGORY_SUGGESTIONS } from '../../../shared/content-lists.ts'
import { uniqueSlug } from '../validation/unique.ts'

export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'listing', title: 'Card and category' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => [rule.required().error('Give the post a title.'), rule.max(120).warning('Keep the title under 120 characters.')],
    }),
    translationsField({ name: 'title', title: 'Title', type: 'string', group: 'content' }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      group: 'content',
      description: 'Used in the page address. Click "Generate" to make it from the title.',
      options: { source: 'title', slugify, isUnique: uniqueSlug },
      validation: (rule) => rule.required().error('Click "Generate" to create the web address from the title.'),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Publication date',
      type: 'datetime',
      group: 'content',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required().error('Set the date the post is (or was) published.'),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'blockContent',
      group: 'content',
      validation: (rule) => rule.required().error('Write the text of the post.'),
    }),
    translationsField({ name: 'body', title: 'Text', type: 'blockContent', group: 'content' }),
    seededMarkField('content'),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'listing',
      description: 'Pick Health, Recipes or Culture, or type a new category.',
      components: { input: withSuggestions(BLOG_CATEGORY_SUGGESTIONS) },
      validation: (rule) => [rule.required().error('Pick or type a category, for example Recipes.'), rule.max(40).error('Keep the category to a word or two.')],
    }),
    defineField({
      name: 'description',
      title: 'Short description',
      type: 'text',
      rows: 3,
      group: 'listing',
      description: 'One or two sentences shown on the blog card.',
      validation: (rule) => [
        rule.required().error('Write a sentence or two for the blog card.'),
        rule.max(240).warning('Keep it under 240 characters; the card is small.'),
      ],
    }),
    translationsField({ name: 'description', title: 'Short description', type: 'text', group: 'listing' }),
    defineImageWithAlt({ name: 'image', title: 'Card picture', group: 'listing', description: 'Landscape pictures work best (3:2).' }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', category: 'category', publishedAt: 'publishedAt', media: 'image' },
    prepare: ({ title, category, publishedAt, media }) => ({
      title,
      subtitle: [category, typeof publishedAt === 'string' ? publishedAt.slice(0, 10) : 'not dated'].filter(Boolean).join(' · '),
      media,
    }),
  },
})
