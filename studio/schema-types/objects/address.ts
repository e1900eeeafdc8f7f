import { PinIcon } from '@sanity/icons/Pin'
import { defineField, defineType } from 'sanity'

export const postalAddress = defineType({
  name: 'postalAddress',
  title: 'Postal address',
  type: 'object',
  icon: PinIcon,
  fields: [
    defineField({ name: 'street', title: 'Street and number', type: 'string', validation: (rule) => rule.required().error('Enter the street and number.') }),
    defineField({ name: 'locality', title: 'Area / locality', type: 'string', description: 'For example Naraina Industrial Area.' }),
    defineField({ name: 'city', title: 'City', type: 'string', validation: (rule) => rule.required().error('Enter the city.') }),
    defineField({ name: 'region', title: 'State / region', type: 'string' }),
    defineField({
      name: 'postalCode',
      title: 'PIN code',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Enter the PIN code.'),
        rule.regex(/^[1-9]\d{5}$/).error('An Indian PIN code has six digits, for example 110028.'),
      ],
    }),
    defineField({
      name: 'country',
      title: 'Country',
      type: 'string',
      initialValue: 'India',
      validation: (rule) => rule.required().error('Enter the country.'),
    }),
  ],
})
