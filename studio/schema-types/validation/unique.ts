import type { SlugIsUniqueValidator, ValidationContext } from 'sanity'
import { STUDIO_API_VERSION } from '../../env.ts'

// Another person's unpublished draft does not block anyone until it is published.
const OTHERS = '_type == $type && !(_id in path("drafts.**")) && !(_id in path("versions.**")) && _id != $publishedId'

function publishedId(id: string | undefined): string {
  if (!id) return ''
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length)
  // versions.<release>.<id>
  if (id.startsWith('versions.')) return id.split('.').slice(2).join('.')
  return id
}

async function countOthers(context: ValidationContext, field: string, value: unknown): Promise<number> {
  const document = context.document
  if (!document) return 0
  const client = context.getClient({ apiVersion: STUDIO_API_VERSION }).withConfig({ perspective: 'raw' })
  return client.fetch<number>(`count(*[${OTHERS} && ${field} == $value])`, {
    type: document._type,
    publishedId: publishedId(document._id),
    value,
  })
}

/** Product ID must not be used by another product: the storefront and the cart key on it. */
export async function uniqueProductId(value: unknown, context: ValidationContext): Promise<true | string> {
  if (typeof value !== 'number') return true
  const taken = await countOthers(context, 'productId', value)
  return taken === 0 ? true : `Product ID ${value} is already used by another product. Choose a number no other product has.`
}

/** Slug must not be used by another document of the same type (it becomes the page address). */
export const uniqueSlug: SlugIsUniqueValidator = async (slug, context) => (await countOthers(context, 'slug.current', slug)) === 0
