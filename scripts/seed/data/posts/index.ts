import { creativeRecipes } from './creative-recipes.ts'
import { nutritionalBenefits } from './nutritional-benefits.ts'
import { traditionalMedicine } from './traditional-medicine.ts'
import type { PostRow } from './types.ts'

export const postRows: PostRow[] = [nutritionalBenefits, creativeRecipes, traditionalMedicine]
