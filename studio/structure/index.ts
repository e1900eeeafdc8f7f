import { CogIcon } from '@sanity/icons/Cog'
import { PackageIcon } from '@sanity/icons/Package'
import type { StructureResolver } from 'sanity/structure'
import { STUDIO_API_VERSION } from '../env.ts'
import { PRODUCT_CATEGORIES } from '../../shared/content-lists.ts'
import { complianceListItem } from './compliance.ts'
import { missingTranslationsListItem } from './missing-translations.ts'
import { SINGLETONS } from './singletons.ts'

/** Desk layout: site settings pinned on top, products by category, then the other content types. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Site settings')
        .id('siteSettings')
        .icon(CogIcon)
        .child(
          S.document()
            .schemaType('siteSettings')
            .documentId(SINGLETONS.siteSettings ?? 'siteSettings')
            .title('Site settings'),
        ),
      S.divider(),
      S.listItem()
        .title('Products')
        .icon(PackageIcon)
        .child(
          S.list()
            .title('Products')
            .items([
              S.documentTypeListItem('product').title('All products'),
              S.divider(),
              ...PRODUCT_CATEGORIES.map((category) =>
                S.listItem()
                  .title(category)
                  .id(`category-${category.toLowerCase().replace(/\s+/g, '-')}`)
                  .icon(PackageIcon)
                  .child(
                    S.documentList()
                      .title(category)
                      .apiVersion(STUDIO_API_VERSION)
                      .schemaType('product')
                      .filter('_type == "product" && category == $category')
                      .params({ category })
                      .defaultOrdering([{ field: 'productId', direction: 'asc' }]),
                  ),
              ),
            ]),
        ),
      S.documentTypeListItem('testimonial').title('Testimonials'),
      S.documentTypeListItem('blogPost').title('Blog posts'),
      S.documentTypeListItem('policy').title('Policies'),
      S.documentTypeListItem('certificate').title('Certificates'),
      complianceListItem(S),
      S.divider(),
      missingTranslationsListItem(S),
    ])
