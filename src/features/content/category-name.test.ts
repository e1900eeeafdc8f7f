import { describe, expect, it } from 'vitest'
import { loadI18n } from '@/lib/i18n'
import { blogCategoryName } from './category-name'

describe('a blog category in the page’s language', () => {
  it('translates the categories the Studio suggests, whatever their case in the address', async () => {
    expect(blogCategoryName(await loadI18n('de'), 'health')).toEqual({ text: 'Gesundheit', lang: 'de' })
    expect(blogCategoryName(await loadI18n('ar'), 'Recipes')).toEqual({ text: 'وصفات', lang: 'ar' })
    expect(blogCategoryName(await loadI18n('zh'), ' CULTURE ')).toEqual({ text: '文化', lang: 'zh' })
    expect(blogCategoryName(await loadI18n('en'), 'health')).toEqual({ text: 'Health', lang: 'en' })
  })

  it('keeps a category staff typed themselves as written, marked as English', async () => {
    expect(blogCategoryName(await loadI18n('de'), 'festivals')).toEqual({ text: 'Festivals', lang: 'en' })
    expect(blogCategoryName(await loadI18n('en'), 'festivals')).toEqual({ text: 'Festivals', lang: 'en' })
  })
})
