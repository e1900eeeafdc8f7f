import { h2, p, pt, quote, ul } from '../../portable-text.ts'
import type { PostRow } from './types.ts'

export const traditionalMedicine: PostRow = {
  title: 'Makhana in traditional medicine: an ancient history',
  slug: 'makhana-in-traditional-medicine-an-ancient-history',
  category: 'Culture',
  description: 'From the ponds of Mithila to Ayurveda and Chinese medicine: how the seed of a water lily earned its place.',
  publishedAt: '2025-03-05T09:00:00.000Z',
  theme: 'culture',
  imageAlt: 'A pink lotus-like water lily flower above green pads on a pond',
  body: pt(
    'tm',
    p(
      'Long before makhana was sold in flavoured pouches, it was gathered by hand from the ponds of Mithila, the region of north Bihar around Darbhanga and Madhubani. The plant, *Euryale ferox*, is a prickly water lily whose seeds ripen under water.',
    ),
    h2('A crop of the ponds'),
    p(
      'Harvesting is still largely manual. Divers sweep the pond bed for the seeds, which are washed, sun-dried and graded by size. The seeds are then roasted in iron pans and struck with wooden mallets so the kernel bursts into the white pop we know. Bihar grows the great majority of India’s crop, and *Mithila Makhana* received a Geographical Indication tag in 2022.',
    ),
    h2('In Ayurveda'),
    p(
      'Ayurvedic tradition knows the seed as *makhanna* and describes it as nourishing and cooling. It was given to people recovering from illness and to new mothers, usually cooked in milk. These are traditional uses: they are part of the history of the food, not medical advice.',
    ),
    h2('In Chinese medicine'),
    p(
      'The same seed, called *qian shi*, has been used in Chinese cooking and medicine for centuries, often in slow-cooked soups and congees. It is one of the reasons fox nuts were traded across Asia long before today’s export market.',
    ),
    h2('In festivals and fasting'),
    ul(
      'Makhana is one of the foods allowed during *vrat* (fasting) days such as Navratri, roasted or cooked in kheer.',
      'In Mithila, the **Kojagara** festival celebrates a newly married groom with gifts of makhana, paan and sweets.',
      'It is offered in temples and used in prasad, because it is considered a pure, satvik food.',
    ),
    quote('A handful of makhana is a little piece of Mithila: pond, sun and fire, worked by hand.'),
    p(
      'When you buy makhana today, much of that old craft is still in it. Choosing well-graded, properly dried makhana supports the farming and popping families who keep the tradition going.',
    ),
  ),
}
