import type { BlogArtTheme } from '../../art/blog-art.ts'
import type { Block } from '../../portable-text.ts'

export interface PostRow {
  title: string
  slug: string
  category: string
  description: string
  publishedAt: string
  theme: BlogArtTheme
  imageAlt: string
  body: Block[]
}
