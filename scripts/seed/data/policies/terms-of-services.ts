import { h2, p, pt, ul } from '../../portable-text.ts'
import type { PolicyRow } from './types.ts'

export const termsOfServices: PolicyRow = {
  title: 'Terms of Service',
  slug: 'terms-of-services',
  updatedAt: '2025-01-01',
  body: pt(
    'tos',
    p('By using this website or placing an order with Spice & Makhana Co. you agree to these terms. Please read them carefully.'),
    h2('Products and prices'),
    ul(
      'Product pictures are illustrations; natural products vary slightly in colour and size from lot to lot.',
      'Prices are in Indian rupees (INR) and may change without notice. Dollar amounts are approximate and for information only.',
      'Bulk prices are confirmed in a written quote, which is valid for the period stated on it.',
    ),
    h2('Orders'),
    p(
      'An order is accepted when we confirm it by e-mail. We may decline or cancel an order, for example if a product is out of stock or a price was shown in error; any payment is then refunded in full.',
    ),
    h2('Shipping, returns and refunds'),
    p('Delivery is covered by our [Shipping Policy](/policies/shipping-policy) and refunds by our [Refund Policy](/policies/refund-policy).'),
    h2('Use of the website'),
    p(
      'The content of this website, including text, pictures and logos, belongs to Spice & Makhana Co. You may not copy it for commercial use without our written permission.',
    ),
    h2('Liability'),
    p(
      'We are responsible for the quality of the products we sell as described. We are not liable for indirect losses, or for delays caused by events beyond our reasonable control.',
    ),
    h2('Governing law'),
    p('These terms are **governed by the laws of New Delhi, India**. Any dispute will be handled by the courts of New Delhi.'),
    h2('Contact'),
    p('Questions about these terms? E-mail [sales@example.com](mailto:sales@example.com).'),
  ),
}
