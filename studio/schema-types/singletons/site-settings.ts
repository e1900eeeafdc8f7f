import { CogIcon } from '@sanity/icons/Cog'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { DEFAULT_MAX_AGE_DAYS, FOREIGN_CURRENCIES, currencyInfo, rateField, type ForeignCurrency } from '../../../shared/currencies.ts'
import { checkPhone, checkRatesDate, checkRatesMaxAge, checkRupeesPerUnit, checkWhatsapp } from '../rules.ts'
import { seededMarkField, translationsField } from '../../i18n/translations.ts'

/** One document (`_id: "siteSettings"`): brand, contact details and texts shown across the site. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact details' },
    { name: 'texts', title: 'Page texts' },
    { name: 'links', title: 'Links' },
    { name: 'prices', title: 'Prices' },
  ],
  fields: [
    defineField({
      name: 'brandName',
      title: 'Brand name',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().error('Enter the brand name shown in the header.'),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      group: 'brand',
      description: 'A short line under the brand name.',
      validation: (rule) => rule.max(90),
    }),
    translationsField({ name: 'tagline', title: 'Tagline', type: 'string', group: 'brand' }),
    defineField({
      name: 'blurb',
      title: 'Footer text',
      type: 'text',
      rows: 3,
      group: 'brand',
      description: 'A few sentences about the company, shown in the footer.',
      validation: (rule) => [
        rule.required().error('Write a few sentences about the company for the footer.'),
        rule.max(400).warning('Keep the footer text under 400 characters.'),
      ],
    }),
    translationsField({ name: 'blurb', title: 'Footer text', type: 'text', group: 'brand' }),
    defineField({
      name: 'phones',
      title: 'Phone numbers',
      type: 'array',
      group: 'contact',
      description: "The first number is used by the 'Call Us' button. Write them with the country code: +91 99900 00001.",
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(checkPhone) })],
      validation: (rule) => [
        rule.required().min(1).error('Add at least one phone number.'),
        rule.max(2).error('The site shows two phone numbers at most.'),
        rule.unique().error('The same number is listed twice.'),
      ],
    }),
    defineField({
      name: 'whatsapp',
      title: 'WhatsApp number',
      type: 'string',
      group: 'contact',
      description: 'Digits only, starting with the country code: 919990000001.',
      validation: (rule) => [rule.required().error('Enter the WhatsApp number (digits only, with country code).'), rule.custom(checkWhatsapp)],
    }),
    defineField({
      name: 'emails',
      title: 'E-mail addresses',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.email().error('This does not look like an e-mail address.') })],
      validation: (rule) => [
        rule.required().min(1).error('Add at least one e-mail address.'),
        rule.max(2).error('The site shows two e-mail addresses at most.'),
        rule.unique().error('The same address is listed twice.'),
      ],
    }),
    defineField({
      name: 'address',
      title: 'Postal address',
      type: 'postalAddress',
      group: 'contact',
      validation: (rule) => rule.required().error('Enter the postal address.'),
    }),
    defineField({
      name: 'hours',
      title: 'Opening hours',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'openingHours' })],
      validation: (rule) => rule.required().min(1).error('Add the opening hours, one line per group of days.'),
    }),
    defineField({
      name: 'contactIntro',
      title: 'Contact section text',
      type: 'text',
      rows: 2,
      group: 'texts',
      validation: (rule) => rule.required().error('Write the short text above the contact form.'),
    }),
    translationsField({ name: 'contactIntro', title: 'Contact section text', type: 'text', group: 'texts' }),
    defineField({
      name: 'b2bIntro',
      title: 'Bulk orders page text',
      type: 'text',
      rows: 3,
      group: 'texts',
      validation: (rule) => rule.required().error('Write the introduction of the bulk orders page.'),
    }),
    translationsField({ name: 'b2bIntro', title: 'Bulk orders page text', type: 'text', group: 'texts' }),
    seededMarkField('texts'),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      group: 'links',
      of: [defineArrayMember({ type: 'socialLink' })],
      validation: (rule) => rule.max(6),
    }),
    defineField({ name: 'creditLink', title: 'Website credit', type: 'creditLink', group: 'links', description: 'The small "made by" link in the footer.' }),
    defineField({
      name: 'exchangeRates',
      title: 'Exchange rates',
      type: 'object',
      group: 'prices',
      description:
        'Export buyers can read prices in these currencies, marked as approximate. Enter how many rupees one unit costs, as your bank quotes it. Leave a currency empty to not offer it.',
      options: { columns: 2 },
      // One field per foreign currency of shared/currencies.ts.
      fields: FOREIGN_CURRENCIES.map(rateFieldOf),
    }),
    defineField({
      name: 'exchangeRatesDate',
      title: 'Rates checked on',
      type: 'date',
      group: 'prices',
      description: 'The day you checked the rates above. Update it whenever you update them.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const rates = (context.document?.exchangeRates ?? {}) as Record<string, unknown>
          const anyRate = Object.values(rates).some((rate) => typeof rate === 'number')
          return anyRate ? checkRatesDate(value) : true
        }),
    }),
    defineField({
      name: 'exchangeRatesMaxAgeDays',
      title: 'Rates stay valid for (days)',
      type: 'number',
      group: 'prices',
      initialValue: DEFAULT_MAX_AGE_DAYS,
      description: `After this many days without an update the site shows rupees only and tells buyers why. Empty means ${DEFAULT_MAX_AGE_DAYS} days.`,
      validation: (rule) => rule.custom(checkRatesMaxAge),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})

/** The rate field of a currency: rupees for one unit, with the table's name and example. */
function rateFieldOf(currency: ForeignCurrency) {
  const { label, exampleRate } = currencyInfo(currency)
  return defineField({
    name: rateField(currency),
    title: `${label} (${currency})`,
    type: 'number',
    description: `Rupees for one ${label}, for example ${exampleRate?.toFixed(2)}.`,
    validation: (rule) => rule.custom(checkRupeesPerUnit),
  })
}
