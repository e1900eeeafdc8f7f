/** The four tiles of the B2B page, word for word from the first version of the site. */
export type B2bIcon = 'shipping' | 'quality' | 'turnaround' | 'pricing'

export const B2B_TILES: readonly { title: string; text: string; icon: B2bIcon }[] = [
  { title: 'Global Shipping', text: 'Worldwide delivery with temperature-controlled logistics', icon: 'shipping' },
  { title: 'Quality Assured', text: 'ISO certified processing with rigorous quality controls', icon: 'quality' },
  { title: 'Quick Turnaround', text: '48-hour response time for all bulk inquiries', icon: 'turnaround' },
  { title: 'Competitive Pricing', text: 'Volume-based pricing with flexible payment terms', icon: 'pricing' },
]

/** Shown above the form when the site settings have no B2B text (the promise of a reply within 48 hours). */
export const DEFAULT_B2B_INTRO = 'Fill in the form and our team will reply within 48 hours with a detailed quote.'
