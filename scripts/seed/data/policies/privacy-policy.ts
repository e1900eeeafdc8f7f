import { h2, p, pt, ul } from '../../portable-text.ts'
import type { PolicyRow } from './types.ts'

export const privacyPolicy: PolicyRow = {
  title: 'Privacy Policy',
  slug: 'privacy-policy',
  updatedAt: '2025-01-01',
  body: pt(
    'pr',
    p(
      'This policy explains what information we collect when you use our website, why we collect it and what choices you have. We do not sell your personal information.',
    ),
    h2('What we collect'),
    ul(
      '**Inquiry details:** when you send the bulk-order or contact form we receive your name, company, e-mail, phone, country, business type, the products and quantity you are interested in, and your message.',
      '**Your cart:** the products in your cart are kept in your own browser (local storage). They are not sent to us until you contact us.',
      '**Basic technical data:** like every website, our servers log technical information such as your IP address and browser type to keep the site secure and working.',
    ),
    h2('How we use it'),
    ul(
      'To answer your inquiry and prepare a quote.',
      'To process and deliver orders and to send you order and shipping updates.',
      'To meet our legal and tax obligations.',
    ),
    h2('Who we share it with'),
    p(
      'We share information only with the services that help us run the business: the e-mail service that delivers your inquiry to us, payment providers and courier partners. Each receives only what it needs.',
    ),
    h2('How long we keep it'),
    p('We keep inquiry and order records for as long as needed to serve you and as required by Indian law, then delete them.'),
    h2('Your choices'),
    p(
      'You can ask us for a copy of your information, or ask us to correct or delete it, by e-mailing [sales@example.com](mailto:sales@example.com). You can clear your cart at any time from the cart page or by clearing your browser data.',
    ),
  ),
}
