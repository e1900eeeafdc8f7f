import type { DocumentActionComponent, DocumentActionsContext, NewDocumentOptionsContext, TemplateItem, Template } from 'sanity'

/** Singleton schema types and the fixed document id each one lives under. */
export const SINGLETONS: Record<string, string> = { siteSettings: 'siteSettings' }

const isSingleton = (schemaType: string) => schemaType in SINGLETONS

// Editing a singleton is fine; creating a second one, deleting or duplicating it is not.
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

/** `document.actions`: singletons keep only publish, discard changes and restore. */
export function singletonActions(actions: DocumentActionComponent[], context: DocumentActionsContext): DocumentActionComponent[] {
  if (!isSingleton(context.schemaType)) return actions
  return actions.filter(({ action }) => action !== undefined && action !== null && SINGLETON_ACTIONS.has(action))
}

/** `schema.templates`: no "new document" template for singletons. */
export function withoutSingletonTemplates(templates: Template[]): Template[] {
  return templates.filter(({ schemaType }) => !isSingleton(schemaType))
}

/** `document.newDocumentOptions`: hide singletons from the global "Create" menu. */
export function withoutSingletonNewOptions(items: TemplateItem[], _context: NewDocumentOptionsContext): TemplateItem[] {
  return items.filter(({ templateId }) => !isSingleton(templateId))
}
