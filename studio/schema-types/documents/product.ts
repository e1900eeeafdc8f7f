import { PackageIcon } from '@sanity/icons/Package'
import { defineField, defineType } from 'sanity'
import { withSuggestions } from '../../components/suggestion-input.tsx'
import { defineImageWithAlt } from '../objects/image-with-alt.ts'
import { seededMarkField, translationsField } from '../../i18n/translations.ts'
import {
  CATEGORY_HINT,
  COLOURED_BADGES,
  DESCRIPTION_MAX_LENGTH,
  PRODUCT_BADGES,
  REQUIRED_PRICING_MESSAGES,
  checkBadge,
  checkBulkPrice,
  checkHouseholdPrice,
  checkMinOrderKg,
  checkPackSize,
  checkProductId,
  checkRating,
  slugify,
} from '../rules.ts'
import { PRODUCT_CATEGORIES } from '../../../shared/content-lists.ts'
import { checkSampleSize } from '../validation/samples.ts'
import { uniqueProductId, uniqueSlug } from '../validation/unique.ts'

const formatInr = (value: unknown) => (typeof value === 'number' ? `₹${value.toLocaleString('en-IN')}` : 'no price')

export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  icon: PackageIcon,
  groups: [
    { name: 'basics', title: 'Basics', default: true },
    { name: 'pricing', title: 'Price and packing' },
    { name: 'media', title: 'Picture' },
    { name: 'details', title: 'Origin and rating' },
    { name: 'exportSpec', title: 'Export specification' },
    { name: 'samples', title: 'Samples' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'basics',
      description: 'As shown on the product card, for example "Kashmiri Chilli Powder".',
      validation: (rule) => [
        rule.required().error('Give the product a name.'),
        rule.max(80).error('Keep the name under 80 characters so it fits on the card.'),
      ],
    }),
    translationsField({ name: 'name', title: 'Name', type: 'string', group: 'basics' }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      group: 'basics',
      description: 'Used in the page address. Click "Generate" to make it from the name.',
      options: { source: 'name', slugify, isUnique: uniqueSlug },
      validation: (rule) => rule.required().error('Click "Generate" to create the web address from the name.'),
    }),
    defineField({
      name: 'productId',
      title: 'Product ID',
      type: 'number',
      group: 'basics',
      description: 'A number between 1 and 9999 that no other product uses. The cart remembers products by it, so do not change it once the product is live.',
      validation: (rule) => [
        rule.required().error('Give the product an ID number (1 to 9999) that no other product uses.'),
        rule.custom(checkProductId),
        rule.custom(uniqueProductId),
      ],
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'basics',
      options: { list: [...PRODUCT_CATEGORIES], layout: 'radio' },
      // The list already limits the values; one message covers "empty" and "not in the list".
      validation: (rule) => rule.required().error(CATEGORY_HINT),
    }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      group: 'basics',
      description: 'Optional short label on the product card. Pick a suggestion or type your own.',
      components: { input: withSuggestions([...new Set([...PRODUCT_BADGES, ...COLOURED_BADGES])]) },
      validation: (rule) => rule.custom(checkBadge),
    }),
    translationsField({ name: 'badge', title: 'Badge', type: 'string', group: 'basics' }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'basics',
      description: 'One or two sentences. The card shows about two lines; without a description a general text is shown.',
      validation: (rule) => rule.max(DESCRIPTION_MAX_LENGTH).warning(`Keep it under ${DESCRIPTION_MAX_LENGTH} characters; the card shows only two lines.`),
    }),
    translationsField({ name: 'description', title: 'Description', type: 'text', group: 'basics' }),
    seededMarkField('basics'),
    defineField({
      name: 'price',
      title: 'Household price (₹)',
      type: 'number',
      group: 'pricing',
      description: 'Price of one household pack, in rupees.',
      validation: (rule) => [rule.required().error(REQUIRED_PRICING_MESSAGES.price), rule.custom(checkHouseholdPrice)],
    }),
    defineField({
      name: 'packSize',
      title: 'Household pack size',
      type: 'string',
      group: 'pricing',
      description: "Weight and kind of the household pack, for example '100 g pouch'.",
      validation: (rule) => [rule.required().error(REQUIRED_PRICING_MESSAGES.packSize), rule.custom(checkPackSize)],
    }),
    translationsField({ name: 'packSize', title: 'Household pack size', type: 'string', group: 'pricing' }),
    defineField({
      name: 'bulkPrice',
      title: 'Bulk price (₹ per kg)',
      type: 'number',
      group: 'pricing',
      description: 'Price per kilogram for bulk and business buyers, in rupees.',
      validation: (rule) => [rule.required().error(REQUIRED_PRICING_MESSAGES.bulkPrice), rule.custom(checkBulkPrice)],
    }),
    defineField({
      name: 'minOrderKg',
      title: 'Minimum bulk order (kg)',
      type: 'number',
      group: 'pricing',
      validation: (rule) => [rule.required().error(REQUIRED_PRICING_MESSAGES.minOrderKg), rule.custom(checkMinOrderKg)],
    }),
    defineImageWithAlt({ name: 'image', title: 'Product picture', group: 'media', description: 'Square pictures work best (at least 800 × 800 pixels).' }),
    defineField({
      name: 'origin',
      title: 'Origin',
      type: 'string',
      group: 'details',
      description: "Where it is grown, for example 'Idukki, Kerala, India'.",
      validation: (rule) => rule.required().error('Enter where the product comes from.'),
    }),
    translationsField({ name: 'origin', title: 'Origin', type: 'string', group: 'details' }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      group: 'details',
      description: 'Average customer rating from 0 to 5, one decimal (for example 4.3).',
      validation: (rule) => [rule.required().error('Enter the average rating, for example 4.3.'), rule.custom(checkRating)],
    }),
    defineField({
      name: 'exportSpec',
      title: 'Export specification',
      type: 'exportSpecification',
      group: 'exportSpec',
      description:
        'For importers: optional. The product page and the downloadable spec sheet show only what is filled in. Compliance papers per lot go under "Compliance documents".',
    }),
    defineField({
      name: 'offersSamples',
      title: 'Offers samples',
      type: 'boolean',
      group: 'samples',
      description: 'Switch on to show "Request a sample" on this product for business buyers. Buyers can ask for up to 5 samples at a time.',
      initialValue: false,
    }),
    defineField({
      name: 'sampleSize',
      title: 'Sample size',
      type: 'string',
      group: 'samples',
      description: "How much one sample holds, for example '100 g'. Shown to buyers and sent with their request.",
      hidden: ({ document }) => document?.offersSamples !== true,
      validation: (rule) => rule.custom(checkSampleSize),
    }),
    translationsField({
      name: 'sampleSize',
      title: 'Sample size',
      type: 'string',
      group: 'samples',
      hidden: ({ document }) => document?.offersSamples !== true,
    }),
  ],
  orderings: [
    { title: 'Product ID', name: 'productIdAsc', by: [{ field: 'productId', direction: 'asc' }] },
    { title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'name', category: 'category', price: 'price', media: 'image' },
    prepare: ({ title, category, price, media }) => ({
      title: title ?? 'Unnamed product',
      subtitle: `${category ?? 'No category'} · ${formatInr(price)}`,
      media,
    }),
  },
})
