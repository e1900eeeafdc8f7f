import { h2, p, pt, ul } from '../../portable-text.ts'
import type { PolicyRow } from './types.ts'

export const refundPolicy: PolicyRow = {
  title: 'Refund Policy',
  slug: 'refund-policy',
  updatedAt: '2025-01-01',
  body: pt(
    'rf',
    p('We want you to be happy with every order. If something is not right, this policy explains when and how you can get your money back.'),
    h2('Eligibility'),
    p(
      'You can ask for a refund **within 7 days of purchase**. To be eligible, the product must be **unused and unchanged**, in its original packaging with the seal intact.',
    ),
    h2('What cannot be refunded'),
    p('The following are **non-refundable**:'),
    ul(
      'Digital products (such as downloadable recipe books or price lists) once they have been accessed.',
      'Services (such as custom blending, private labelling or packaging design) once work has begun.',
      'Products that have been opened, used or stored incorrectly after delivery.',
    ),
    h2('How to ask for a refund'),
    p(
      'Send us an e-mail at [sales@example.com](mailto:sales@example.com) with your **order ID**, the **reason** for the refund and any **supporting documents**, such as photos of the product and packaging or the delivery receipt.',
    ),
    h2('Processing'),
    p(
      'We review every request and reply by e-mail. Approved refunds are processed in **5 to 10 business days** and paid back to the **original payment method**. Your bank or wallet may take a few more days to show the credit.',
    ),
    h2('Bulk and export orders'),
    p('Bulk and export orders are covered by the terms of the quote or contract you accepted. Please contact your account manager for any quality claim.'),
  ),
}
