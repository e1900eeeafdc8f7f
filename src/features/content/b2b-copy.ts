/** The four tiles of the B2B page, word for word from the first version of the site. */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type B2bIcon = 'shipping' | 'quality' | 'turnaround' | 'pricing'

export const B2B_TILES: readonly { title: MessageDescriptor; text: MessageDescriptor; icon: B2bIcon }[] = [
  { title: msg`Global Shipping`, text: msg`Worldwide delivery with temperature-controlled logistics`, icon: 'shipping' },
  { title: msg`Quality Assured`, text: msg`ISO certified processing with rigorous quality controls`, icon: 'quality' },
  { title: msg`Quick Turnaround`, text: msg`48-hour response time for all bulk inquiries`, icon: 'turnaround' },
  { title: msg`Competitive Pricing`, text: msg`Volume-based pricing with flexible payment terms`, icon: 'pricing' },
]

/** Shown above the form when the site settings have no B2B text (the promise of a reply within 48 hours). */
export const DEFAULT_B2B_INTRO = msg`Fill in the form and our team will reply within 48 hours with a detailed quote.`
