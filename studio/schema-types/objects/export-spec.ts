import { ClipboardIcon } from '@sanity/icons/Clipboard'
import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  INCOTERMS,
  KEY_FIGURES,
  PACKING_SUGGESTIONS,
  PORT_SUGGESTIONS,
  SPEC_NUMBERS,
  checkContainerLoads,
  checkHsCode,
  checkIncoterms,
  checkKeyFigure,
  checkKeyFigureList,
  checkSpecNumber,
  formatWithUnit,
  keyFigure,
  keyFigureLabel,
  type SpecNumberKey,
} from '../../../shared/export-spec-rules.ts'
import { translationsField } from '../../i18n/translations.ts'

/** One number field of the specification, its title, hint and range from the shared rules. */
function specNumber(name: SpecNumberKey, description: string, fieldset: string) {
  const rule = SPEC_NUMBERS[name]
  return defineField({
    name,
    title: `${rule.label} (${rule.unit === 't' ? 'tonnes' : rule.unit})`,
    type: 'number',
    fieldset,
    description,
    validation: (r) => r.custom((value) => checkSpecNumber(name, value)),
  })
}

/** A list of short texts typed as tags (packing options, ports), each once, with three examples. */
function tagList(name: string, title: string, prompt: string, suggestions: readonly string[], duplicate: string) {
  return defineField({
    name,
    title,
    type: 'array',
    fieldset: 'shipping',
    of: [defineArrayMember({ type: 'string' })],
    options: { layout: 'tags' },
    description: `${prompt} and press Enter, for example ${suggestions
      .slice(0, 3)
      .map((s) => `'${s}'`)
      .join(', ')}.`,
    validation: (rule) => rule.unique().error(duplicate),
  })
}

/** One spice-specific figure: which figure (with its unit from the list) and its value. */
export const keyFigureType = defineType({
  name: 'keyFigure',
  title: 'Key figure',
  type: 'object',
  fields: [
    defineField({
      name: 'figure',
      title: 'Figure',
      type: 'string',
      options: { list: KEY_FIGURES.map((f) => ({ value: f.key, title: `${keyFigureLabel(f)}, ${f.unit} – ${f.usedFor}` })) },
      validation: (rule) => rule.required().error('Pick which figure this is from the list.'),
    }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'number',
      description: 'In the unit shown with the figure (for example 2.5 for 2.5 ml/100 g).',
      validation: (rule) => rule.required().error('Enter the value of the figure.'),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: { figure?: unknown; value?: unknown } | undefined) => (value?.figure && value.value !== undefined ? checkKeyFigure(value) : true)),
  preview: {
    select: { figure: 'figure', value: 'value' },
    prepare: ({ figure, value }: { figure?: string; value?: number }) => {
      const definition = figure ? keyFigure(figure) : undefined
      return {
        title: definition ? keyFigureLabel(definition) : 'Pick a figure',
        subtitle: definition && typeof value === 'number' ? formatWithUnit(value, definition.unit) : 'no value yet',
      }
    },
  },
})

// Every field is optional: the product page and the spec sheet show only what is filled.
export const exportSpecification = defineType({
  name: 'exportSpecification',
  title: 'Export specification',
  type: 'object',
  icon: ClipboardIcon,
  fieldsets: [
    { name: 'identity', title: 'Identity', options: { columns: 2 } },
    { name: 'quality', title: 'Quality', options: { columns: 3 } },
    { name: 'storage', title: 'Shelf life and storage' },
    { name: 'shipping', title: 'Packing and shipping' },
  ],
  fields: [
    defineField({
      name: 'hsCode',
      title: 'HS code',
      type: 'string',
      fieldset: 'identity',
      description:
        'The customs tariff line, for example 0909.31.29 for cumin seeds. Tariff lines change (the makhana lines did in 2025): check the current Indian tariff.',
      validation: (rule) => rule.custom(checkHsCode),
    }),
    defineField({
      name: 'botanicalName',
      title: 'Botanical name',
      type: 'string',
      fieldset: 'identity',
      description: "For example 'Cuminum cyminum L.'",
      validation: (rule) => rule.max(80).error('Keep the botanical name under 80 characters.'),
    }),
    defineField({
      name: 'grade',
      title: 'Grade',
      type: 'string',
      fieldset: 'identity',
      description: "The trade grade, for example 'Singapore 99%', 'TGSEB 550 g/l' or '5 suta and above'.",
      validation: (rule) => rule.max(80).error('Keep the grade under 80 characters.'),
    }),
    translationsField({ name: 'grade', title: 'Grade', type: 'string' }),
    specNumber('moistureMax', 'The most moisture a lot may have.', 'quality'),
    specNumber('purityMin', 'The least purity a lot guarantees.', 'quality'),
    specNumber('admixtureMax', 'Extraneous matter allowed at most (stones, stems, dust).', 'quality'),
    defineField({
      name: 'keyFigures',
      title: 'Key figures',
      type: 'array',
      description:
        'The figures that matter for this spice: volatile oil for cumin and pepper, curcumin for turmeric, ASTA colour and heat for chillies, pop size for makhana. Each figure once.',
      of: [defineArrayMember({ type: 'keyFigure' })],
      validation: (rule) => rule.custom(checkKeyFigureList),
    }),
    specNumber('shelfLifeMonths', 'How long a sealed pack keeps its quality.', 'storage'),
    defineField({
      name: 'storage',
      title: 'Storage',
      type: 'string',
      fieldset: 'storage',
      description: "For example 'Cool, dry place below 25 °C, away from sunlight'.",
      validation: (rule) => rule.max(160).error('Keep the storage advice under 160 characters.'),
    }),
    translationsField({ name: 'storage', title: 'Storage', type: 'string', fieldset: 'storage' }),
    tagList('packing', 'Packing options', 'Type one option', PACKING_SUGGESTIONS, 'This packing option is listed twice.'),
    specNumber('container20ft', 'Net tonnes that fit a 20 ft container in the usual packing.', 'shipping'),
    specNumber('container40ft', 'Net tonnes that fit a 40 ft container.', 'shipping'),
    specNumber('leadTimeDays', 'Days from confirmed order to dispatch.', 'shipping'),
    defineField({
      name: 'incoterms',
      title: 'Incoterms offered',
      type: 'array',
      fieldset: 'shipping',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: INCOTERMS.map(({ value, title }) => ({ value, title })), layout: 'grid' },
      validation: (rule) => rule.custom((value: unknown[] | undefined) => checkIncoterms(value)),
    }),
    tagList('ports', 'Ports of loading', 'Type a port', PORT_SUGGESTIONS, 'This port is listed twice.'),
    defineField({
      name: 'certificates',
      title: 'Certificates that cover it',
      type: 'array',
      description: 'Pick from the certificates under "Certificates" (FSSAI, APEDA, Spices Board, ISO 22000, organic, halal, kosher).',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'certificate' }] })],
      validation: (rule) => rule.unique().error('This certificate is listed twice.'),
    }),
  ],
  validation: (rule) => rule.custom(checkContainerLoads),
})
