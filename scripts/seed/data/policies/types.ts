import type { PolicySlug } from '../../../../shared/content-lists.ts'
import type { Block } from '../../portable-text.ts'

export interface PolicyRow {
  title: string
  slug: PolicySlug
  updatedAt: string
  body: Block[]
}
