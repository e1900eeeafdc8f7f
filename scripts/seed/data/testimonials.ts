/** Six fictional customers (3 Spices, 3 Makhana). Names and companies are invented. */
export interface TestimonialRow {
  name: string
  role: string
  content: string
  rating: number
  type: 'Spices' | 'Makhana'
}

export const testimonialRows: TestimonialRow[] = [
  {
    name: 'Rohan Mehta',
    role: 'Head Chef, Saffron Court, Jaipur',
    content:
      'We switched our whole spices and garam masala to them last year. The cardamom is consistently bold and the batches taste the same month after month, which is what a busy kitchen needs.',
    rating: 4.9,
    type: 'Spices',
  },
  {
    name: 'Ananya Iyer',
    role: 'Owner, Dakshin Tiffin House, Bengaluru',
    content:
      'Their sambar and rasam powders are the closest to what my grandmother made. Bulk orders arrive well packed and on time, and the team answers on WhatsApp within the hour.',
    rating: 4.8,
    type: 'Spices',
  },
  {
    name: 'Vikram Singh',
    role: 'Purchase Manager, Five Rivers Foods, Ludhiana',
    content:
      'We buy turmeric and chilli powder by the tonne for our ready-to-eat range. Lab reports come with every lot and the pricing is fair for the quality.',
    rating: 4.6,
    type: 'Spices',
  },
  {
    name: 'Priya Sharma',
    role: 'Nutritionist, Wellness Studio, Pune',
    content:
      'I recommend roasted makhana to most of my clients as a snack. These are crisp, evenly popped and free of the stale smell you sometimes get. The roasted salted one is my favourite.',
    rating: 4.7,
    type: 'Makhana',
  },
  {
    name: 'Daniel Okafor',
    role: 'Director, GreenLeaf Imports, London',
    content:
      'We import jumbo makhana for our UK health-food clients. Grading is accurate, the export documents are always in order and the cartons survive the journey.',
    rating: 4.8,
    type: 'Makhana',
  },
  {
    name: 'Meera Kapoor',
    role: 'Founder, Snack Theory, Mumbai',
    content:
      'Our flavoured makhana line runs on their raw fox nuts. Moisture is low, so our seasoning sticks well and the shelf life is excellent. Customer service could be a little faster on weekends.',
    rating: 4.3,
    type: 'Makhana',
  },
]
