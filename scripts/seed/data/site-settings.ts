import type { RateField } from '../../../shared/currencies.ts'

/** Rupees for one unit of every foreign currency of the table: a new currency is a type error here until it has its rate. */
const exchangeRates: Readonly<Record<RateField, number>> = { usd: 84.2, eur: 97.5, gbp: 111.4, aed: 22.9 }

/** The siteSettings singleton. Every contact detail here is a clearly fake sample value. */
export const siteSettingsData = {
  brandName: 'Spice & Makhana Co.',
  tagline: 'Premium Indian spices and makhana, from New Delhi to the world',
  blurb:
    'Spice & Makhana Co. is an import and export house in New Delhi supplying whole and ground spices, blends and Mithila makhana to homes, restaurants, food manufacturers and distributors in India and abroad. Every lot is quality tested, stored in fumigated warehouses and packed to order.',
  phones: ['+91 99900 00001', '+91 99900 00002'],
  whatsapp: '919990000001',
  emails: ['sales@example.com', 'export@example.com'],
  address: {
    street: 'Unit 12, Sample Spice Lane',
    locality: 'Naraina Industrial Area Phase II',
    city: 'New Delhi',
    region: 'Delhi',
    postalCode: '110028',
    country: 'India',
  },
  hours: [
    { days: 'Monday-Friday', time: '9:00 AM - 6:00 PM' },
    { days: 'Saturday', time: '10:00 AM - 4:00 PM' },
    { days: 'Sunday', time: 'Closed' },
  ],
  socialLinks: [
    { platform: 'facebook', url: 'https://example.com/social/facebook' },
    { platform: 'instagram', url: 'https://example.com/social/instagram' },
    { platform: 'linkedin', url: 'https://example.com/social/linkedin' },
    { platform: 'blog', url: 'https://blog.example.com/' },
  ],
  creditLink: { label: 'Website by Example Studio', url: 'https://example.com/' },
  // Rupees for one unit, believable for late 2026. The day they were checked is the day the seed
  // runs (see documents.ts), so a fresh seed always offers these currencies.
  exchangeRates,
  exchangeRatesMaxAgeDays: 30,
  contactIntro: "Have questions or feedback? We'd love to hear from you.",
  b2bIntro:
    'Restaurants, food manufacturers, retailers, distributors and exporters: tell us which products you need and in what quantity. We reply to every bulk inquiry within 48 hours with a detailed quote, samples on request and flexible payment terms.',
} as const
