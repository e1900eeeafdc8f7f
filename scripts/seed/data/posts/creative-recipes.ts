import { h2, h3, ol, p, pt, ul } from '../../portable-text.ts'
import type { PostRow } from './types.ts'

export const creativeRecipes: PostRow = {
  title: 'Creative makhana recipes',
  slug: 'creative-makhana-recipes',
  category: 'Recipes',
  description: 'Four easy ways to cook with makhana, from a five-minute masala snack to a creamy festive kheer.',
  publishedAt: '2025-02-11T09:00:00.000Z',
  theme: 'recipes',
  imageAlt: 'A black kadhai full of makhana with steam rising and spices beside it',
  body: pt(
    'cr',
    p(
      'Plain makhana tastes of very little, and that is its strength: it soaks up whatever you give it. Here are four recipes we cook in our own kitchen, from quick to festive.',
    ),
    h2('1. Five-minute masala makhana'),
    ul('2 cups (about 50 g) classic makhana', '1 tsp ghee', '1/4 tsp turmeric, 1/2 tsp Kashmiri chilli powder, 1/2 tsp chaat masala', 'Salt to taste'),
    ol(
      'Warm the ghee in a heavy kadhai on a low flame and add the makhana.',
      'Roast, stirring, for 8 to 10 minutes until one pop crushes with a crunch.',
      'Switch off the flame, add the spices and salt, and toss well. Cool before storing.',
    ),
    h2('2. Makhana kheer'),
    p(
      'Roast 1 cup of makhana in a teaspoon of ghee, then crush half of it coarsely. Simmer in 750 ml of full-fat milk for 15 minutes, stirring so it does not catch. Add 3 tbsp sugar or jaggery, a pinch of **green cardamom** powder and a few strands of saffron, then finish with chopped almonds and pistachios. Serve warm or chilled.',
    ),
    h2('3. Makhana chaat'),
    p(
      'Toss warm roasted makhana with chopped onion, tomato and cucumber, a spoon each of green and tamarind chutney, and a generous pinch of chaat masala. Top with sev and pomegranate seeds and eat straight away, while it is still crunchy.',
    ),
    h2('4. Makhana curry (phool makhana matar)'),
    p(
      'Make a simple onion-tomato masala with cumin, ginger, garam masala and a little cashew paste. Add green peas and a cup of water, simmer for five minutes, then stir in roasted makhana just before serving so the pops stay soft-crisp rather than soggy.',
    ),
    h3('Kitchen tips'),
    ul(
      'Always roast makhana first, even for curries and kheer: it removes the raw taste.',
      'Season after roasting, not before, so powders do not burn.',
      'Stale makhana can be revived with two minutes in a dry pan.',
    ),
  ),
}
