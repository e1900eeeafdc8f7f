import { h2, p, pt, ul } from '../../portable-text.ts'
import type { PostRow } from './types.ts'

export const nutritionalBenefits: PostRow = {
  title: 'The nutritional benefits of makhana',
  slug: 'the-nutritional-benefits-of-makhana',
  category: 'Health',
  description: 'Why a handful of roasted fox nuts makes a smarter snack than chips: protein, fibre, minerals and very little fat.',
  publishedAt: '2025-01-14T09:00:00.000Z',
  theme: 'health',
  imageAlt: 'A blue bowl of white makhana with green leaves and a red heart',
  body: pt(
    'nb',
    p(
      'Makhana, also called fox nuts or lotus seeds, are the popped seeds of *Euryale ferox*, a water lily that grows in the ponds of north Bihar. Once roasted they turn light and crunchy, which is why they have moved from festival kitchens to office desks and gym bags.',
    ),
    h2('What is in a handful'),
    p(
      'Figures vary with the crop and the lab, but 100 g of plain, dry makhana usually contains roughly the following. A typical snack portion is about 30 g, so divide by three.',
    ),
    ul(
      '**Energy:** about 350 kcal, mostly from complex carbohydrates.',
      '**Protein:** around 9 to 10 g, more than most puffed snacks.',
      '**Fat:** well under 1 g before roasting; the oil you roast them in adds the rest.',
      '**Fibre:** a useful amount, which helps a small bowl feel filling.',
      '**Minerals:** magnesium, potassium and phosphorus, with some calcium and iron.',
    ),
    h2('Why it works as a snack'),
    p(
      'Because makhana is low in fat and naturally gluten-free, a roasted bowl is an easy swap for fried namkeen or crisps. The protein and fibre slow you down: you tend to stop after a handful rather than finishing the packet.',
    ),
    p('Makhana is also low in sodium until you season it, so you stay in control. A pinch of rock salt and pepper, or a dusting of chaat masala, is enough.'),
    h2('Getting the most out of it'),
    ul(
      'Dry-roast on a low flame for 8 to 10 minutes until a pop snaps cleanly between your fingers.',
      'Use a teaspoon of ghee or oil for 50 g; more only makes them greasy.',
      'Store roasted makhana in an airtight jar and eat it within a week, before it absorbs moisture.',
      'Pair it with nuts or yoghurt for a more balanced snack.',
    ),
    p('Makhana is a food, not a medicine. If you have a health condition or follow a special diet, ask your doctor or a registered dietitian how it fits in.'),
  ),
}
