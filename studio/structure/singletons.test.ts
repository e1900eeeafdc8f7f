import type { DocumentActionComponent, DocumentActionsContext, NewDocumentOptionsContext, Template, TemplateItem } from 'sanity'
import { describe, expect, it } from 'vitest'
import { singletonActions, withoutSingletonNewOptions, withoutSingletonTemplates } from './singletons.ts'

const action = (name: string) => Object.assign(() => null, { action: name }) as unknown as DocumentActionComponent
const all = ['publish', 'unpublish', 'delete', 'duplicate', 'discardChanges', 'restore'].map(action)
const context = (schemaType: string) => ({ schemaType }) as DocumentActionsContext

describe('site settings singleton', () => {
  it('keeps only publish, discard changes and restore for site settings', () => {
    expect(singletonActions(all, context('siteSettings')).map((a) => a.action)).toEqual(['publish', 'discardChanges', 'restore'])
  })

  it('leaves the actions of other types alone', () => {
    expect(singletonActions(all, context('product'))).toBe(all)
  })

  it('offers no way to create another one', () => {
    const templates = [
      { id: 'product', schemaType: 'product' },
      { id: 'siteSettings', schemaType: 'siteSettings' },
    ] as Template[]
    expect(withoutSingletonTemplates(templates).map((t) => t.id)).toEqual(['product'])
    const items = [{ templateId: 'product' }, { templateId: 'siteSettings' }] as TemplateItem[]
    expect(withoutSingletonNewOptions(items, {} as NewDocumentOptionsContext).map((i) => i.templateId)).toEqual(['product'])
  })
})
