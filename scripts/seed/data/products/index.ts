import { blends } from './blends.ts'
import { groundSpices } from './ground-spices.ts'
import { makhana } from './makhana.ts'
import { retailPacks } from './retail-packs.ts'
import type { CategoryRows } from './types.ts'
import { wholeSpices } from './whole-spices.ts'

export const productCatalogue: CategoryRows[] = [wholeSpices, groundSpices, blends, retailPacks, makhana]
