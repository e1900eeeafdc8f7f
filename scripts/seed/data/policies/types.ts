import type { PolicySlug } from '../../../../studio/schema-types/constants.ts'
import type { Block } from '../../portable-text.ts'

export interface PolicyRow {
  title: string
  slug: PolicySlug
  updatedAt: string
  body: Block[]
}
