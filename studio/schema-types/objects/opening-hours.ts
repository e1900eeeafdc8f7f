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
      description: "For example 'Monday-Friday'.",
      validation: (rule) => rule.required().error('Enter the day or days.'),
    }),
    defineField({
      name: 'time',
      title: 'Hours',
      type: 'string',
      description: "For example '9:00 AM - 6:00 PM' or 'Closed'.",
      validation: (rule) => rule.required().error("Enter the hours, or 'Closed'."),
    }),
  ],
  preview: { select: { title: 'days', subtitle: 'time' } },
})
