// What the whole list prints of each product: one table of columns, each with its cell (docs/decisions/037).
import { formatAddressLines } from '@/components/layout/address'
import { formatPrice, type Currency } from '@/lib/format'
import type { SiteSettings } from '@/lib/queries'
import { formatDate } from '../../../../shared/dates.ts'
import { formatSpecNumber } from '../../../../shared/export-spec-rules.ts'
import type { CatalogueCategory } from '../category'
import { categorySlug } from '../catalogue-pages'
import { rateNote, shownCurrency, type RateState } from '../exchange-rates'
import { specificationLines, type SpecLine } from '../specification'
import type { ListColumn, ListInput, ListParagraph } from './layout'
import type { ListProduct } from './query'

/** The currency the buyer chose and the rates it is judged by, as the catalogue's prices are. */
export interface ListPricing {
  chosen: Currency
  state: RateState
}

// Shown in the product and packing columns, not among the specification's figures.
const ELSEWHERE = new Set(['hsCode', 'packing', 'leadTimeDays'])

const lineText = (lines: SpecLine[], key: string) => lines.find((line) => line.key === key)?.text

interface Column extends ListColumn {
  cell: (product: ListProduct, lines: SpecLine[], price: (rupees: number) => string) => ListParagraph[]
}

function columns(currency: Currency): Column[] {
  return [
    {
      title: 'Product',
      share: 0.2,
      cell: (p, lines) => [{ text: p.name, bold: true }, ...optional(lineText(lines, 'hsCode'), (hs) => ({ text: `HS code ${hs}`, tone: 'muted' }))],
    },
    { title: 'Category and origin', share: 0.12, cell: (p) => [{ text: p.category }, { text: p.origin, tone: 'muted' }] },
    {
      title: 'Specification',
      share: 0.36,
      cell: (_, lines) => {
        const shown = lines.filter((line) => !ELSEWHERE.has(line.key))
        return shown.length > 0 ? [{ text: shown.map((line) => `${line.label}: ${line.text}`).join('; ') }] : [{ text: 'On request', tone: 'muted' }]
      },
    },
    {
      title: 'Packing and order',
      share: 0.18,
      cell: (p, lines) => [
        { text: `Household pack: ${p.packSize}` },
        { text: `Minimum bulk order: ${formatSpecNumber(p.minOrderKg)} kg` },
        ...optional(lineText(lines, 'packing'), (packing) => ({ text: `Export packing: ${packing}`, tone: 'muted' })),
        ...optional(lineText(lines, 'leadTimeDays'), (days) => ({ text: `Lead time: ${days}`, tone: 'muted' })),
      ],
    },
    {
      title: `Price (${currency})`,
      share: 0.14,
      cell: (p, _, price) => [
        { text: `${price(p.bulkPrice)} per kg`, bold: true },
        { text: 'bulk', tone: 'muted' },
        { text: `${price(p.price)} per ${p.packSize}` },
      ],
    },
  ]
}

function optional<T>(value: T | null | undefined, paragraph: (value: T) => ListParagraph): ListParagraph[] {
  return value === null || value === undefined || value === '' ? [] : [paragraph(value)]
}

export interface WholeListRequest {
  products: ListProduct[]
  category: CatalogueCategory
  settings: Pick<SiteSettings, 'brandName' | 'address' | 'emails' | 'phones'>
  pricing: ListPricing
  /** YYYY-MM-DD in India. */
  today: string
  siteUrl: string
}

/** The whole list as the PDF prints it: a row per product, in the catalogue's order. */
export function wholeListInput({ products, category, settings, pricing, today, siteUrl }: WholeListRequest): ListInput<ListProduct> {
  const currency = shownCurrency(pricing.chosen, pricing.state)
  const rate = currency !== 'INR' && pricing.state.kind === 'usable' ? (pricing.state.rates[currency] ?? 0) : 0
  const price = (rupees: number) => formatPrice(rupees, currency, rate)
  const table = columns(currency)
  const count = products.length === 1 ? '1 product' : `${products.length} products`
  return {
    brandName: settings.brandName,
    title: category === 'All' ? 'Product list with specifications and prices' : `${category}: specifications and prices`,
    notes: [
      `${count}, as listed on ${formatDate(today)}. Each product's full specification sheet is on its page at ${siteUrl}.`,
      rateNote(pricing.chosen, pricing.state) ?? 'Prices in Indian rupees (INR).',
      formatAddressLines(settings.address).join(', '),
    ],
    footer: [settings.brandName, siteUrl, settings.emails[0], settings.phones[0], `listed on ${formatDate(today)}`].filter(Boolean).join(' · '),
    columns: table.map(({ title, share }) => ({ title, share })),
    rows: products,
    cells: (product) => {
      const lines = specificationLines(product.exportSpec)
      return table.map((column) => column.cell(product, lines, price))
    },
  }
}

/** 'Spice & Makhana Co.', Whole Spices → 'spice-makhana-co-catalogue-whole-spices-2026-11-27.pdf' */
export function wholeListFileName(brandName: string, category: CatalogueCategory, today: string): string {
  const brand = brandName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${brand ? `${brand}-` : ''}catalogue-${category === 'All' ? 'all' : categorySlug(category)}-${today}.pdf`
}
