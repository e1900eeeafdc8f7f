import { h2, p, pt, ul } from '../../portable-text.ts'
import type { PolicyRow } from './types.ts'

export const shippingPolicy: PolicyRow = {
  title: 'Shipping Policy',
  slug: 'shipping-policy',
  updatedAt: '2025-01-01',
  body: pt(
    'sh',
    p('This policy explains how we pack, ship and deliver your order, in India and abroad.'),
    h2('Order processing'),
    p(
      'Orders are processed in **1 to 2 business days** after payment is confirmed. When your order leaves our New Delhi warehouse you receive a **confirmation e-mail** with a **tracking number**.',
    ),
    h2('Delivery times'),
    ul('**Domestic (India):** 3 to 7 days from dispatch.', '**International:** 7 to 15 days from dispatch, depending on customs in the destination country.'),
    p('Delivery times are estimates. Public holidays, weather and customs checks can add a few days; we will tell you if we expect a delay.'),
    h2('Payment'),
    p(
      'We accept all major **credit/debit cards**, **UPI** and **digital wallets**. For bulk orders we also accept bank transfers, cash and cheque as agreed in your quote.',
    ),
    h2('Shipping charges and duties'),
    p(
      'Shipping charges are shown before you pay. International orders may be subject to import duties and taxes in the destination country, which the buyer pays on delivery.',
    ),
    h2('Damaged or missing parcels'),
    p(
      'If your parcel arrives damaged, take photos before opening it and e-mail us at [sales@example.com](mailto:sales@example.com) with your order ID. See our [Refund Policy](/policies/refund-policy).',
    ),
  ),
}
