/**
 * Runs the Studio's own validation (the real schema, Sanity's validator) over seed documents, with
 * a stand-in client that answers the schema's GROQ uniqueness queries from the seed itself.
 * Test support only: it loads the whole `sanity` package.
 */
import { parse, evaluate } from 'groq-js'
import { createSchema, validateDocument, type SanityDocument, type ValidationMarker, type Workspace } from 'sanity'
import { translationTypes } from '../../studio/i18n/translations.ts'
import { schemaTypes } from '../../studio/schema-types/index.ts'
import type { SeedDocument } from './documents.ts'

export const studioSchema = createSchema({ name: 'default', types: [...schemaTypes, ...translationTypes] })

/** Just enough of a SanityClient for custom validators: `withConfig()` and `fetch()` over a fixed dataset. */
function datasetClient(dataset: readonly SeedDocument[]) {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const result = await evaluate(parse(query, { params }), { dataset: [...dataset], params })
      return result.get()
    },
  }
  return client
}

export interface Problem {
  documentId: string
  path: string
  level: ValidationMarker['level']
  message: string
}

const pathText = (path: ValidationMarker['path']) =>
  path.map((segment) => (typeof segment === 'object' && segment && '_key' in segment ? `[${segment._key}]` : String(segment))).join('.')

export interface ValidateOptions {
  /** What the uniqueness rules query; defaults to the documents being validated. */
  dataset?: readonly SeedDocument[]
  /**
   * 'cli' (default) is `sanity documents validate`: it also flags fields the schema does not know,
   * but reports every problem inside an object field (slug, image, file) as a warning.
   * 'studio' reports levels exactly as editors see them.
   */
  environment?: 'cli' | 'studio'
}

/** Validates `documents` with the Studio schema and Sanity's own validator. */
export async function validateWithSchema(documents: readonly SeedDocument[], options: ValidateOptions = {}): Promise<Problem[]> {
  const { dataset = documents, environment = 'cli' } = options
  const client = datasetClient(dataset)
  const workspace = { schema: studioSchema } as unknown as Workspace
  const problems: Problem[] = []
  for (const document of documents) {
    const markers = await validateDocument({
      document: document as unknown as SanityDocument,
      workspace,
      environment,
      getClient: () => client as never,
      getDocumentExists: async () => true,
    })
    for (const marker of markers) {
      problems.push({ documentId: document._id, path: pathText(marker.path), level: marker.level, message: marker.message })
    }
  }
  return problems
}

/** The top-level fields the schema marks as required: what an empty document of that type is missing. */
export async function requiredFields(type: string): Promise<string[]> {
  const problems = await validateWithSchema([{ _id: `empty-${type}`, _type: type }], { environment: 'studio' })
  return [...new Set(problems.filter((p) => p.level === 'error' && p.path !== '').map((p) => p.path.split('.')[0]!))].sort()
}
