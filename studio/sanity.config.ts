import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { STUDIO_API_VERSION, studioApiConfig, studioPreviewOrigin } from './env.ts'
import { seededBadges } from './i18n/seeded-badge.ts'
import { translationsPlugin } from './i18n/translations.ts'
import { locations, mainDocuments } from './presentation/locations.ts'
import { schemaTypes } from './schema-types/index.ts'
import { structure } from './structure/index.ts'
import { priceListTool } from './tools/price-list/index.ts'
import { singletonActions, withoutSingletonNewOptions, withoutSingletonTemplates } from './structure/singletons.ts'

// projectId, dataset and (later) the embedded lake's apiHost all come from studioApiConfig().
const { projectId, dataset, apiHost } = studioApiConfig()

export default defineConfig({
  name: 'default',
  title: 'Spice & Makhana Co. — content',
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  plugins: [
    structureTool({ structure }),
    // The real site beside the form, showing drafts as they are typed (docs/decisions/012).
    presentationTool({
      previewUrl: { origin: studioPreviewOrigin(), preview: '/' },
      resolve: { locations, mainDocuments },
    }),
    visionTool({ defaultApiVersion: STUDIO_API_VERSION }),
    translationsPlugin,
  ],
  // Staff change the whole price list in one go: edit, paste or upload a CSV, then publish together.
  tools: (tools) => [...tools, priceListTool()],
  schema: {
    types: schemaTypes,
    templates: withoutSingletonTemplates,
  },
  document: {
    actions: singletonActions,
    newDocumentOptions: withoutSingletonNewOptions,
    badges: seededBadges,
  },
})
