import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { STUDIO_API_VERSION, studioApiConfig } from './env.ts'
import { schemaTypes } from './schema-types/index.ts'
import { structure } from './structure/index.ts'
import { singletonActions, withoutSingletonNewOptions, withoutSingletonTemplates } from './structure/singletons.ts'

// projectId, dataset and (later) the embedded lake's apiHost all come from studioApiConfig().
const { projectId, dataset, apiHost } = studioApiConfig()

export default defineConfig({
  name: 'default',
  title: 'Spice & Makhana Co. — content',
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: STUDIO_API_VERSION })],
  schema: {
    types: schemaTypes,
    templates: withoutSingletonTemplates,
  },
  document: {
    actions: singletonActions,
    newDocumentOptions: withoutSingletonNewOptions,
  },
})
