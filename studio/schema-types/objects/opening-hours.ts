import { ClockIcon } from '@sanity/icons/Clock'
import { defineField, defineType } from 'sanity'

/** One line of the opening hours: 'Monday-Friday' / '9:00 AM - 6:00 PM'. */
export const openingHours = defineType({
  name: 'openingHours',
  title: 'Opening hours',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'days',
      title: 'Days',
      type: 'string',
      description: "In English, for example 'Monday-Friday' or 'Saturday, Sunday': the other languages' pages then name the days in their own words.",
      validation: (rule) => rule.required().error('Enter the day or days.'),
    }),
    defineField({
      name: 'time',
      title: 'Hours',
      type: 'string',
      description: "For example '9:00 AM - 6:00 PM' or 'Closed': the other languages' pages then write the hours their own way.",
      validation: (rule) => rule.required().error("Enter the hours, or 'Closed'."),
    }),
  ],
  preview: { select: { title: 'days', subtitle: 'time' } },
})
