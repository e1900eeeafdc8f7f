import { defineCliConfig } from 'sanity/cli'
import { studioApiConfig } from './env.ts'

const { projectId, dataset } = studioApiConfig()

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  // Required fields are non-optional, so a renamed field is a type error wherever it is read (docs/decisions/020).
  schemaExtraction: { path: './studio/schema.json', enforceRequiredFields: true },
  typegen: {
    path: './src/**/*.{ts,tsx}',
    schema: './studio/schema.json',
    generates: './src/lib/sanity.types.ts',
    overloadClientMethods: true,
  },
  // Vite does not expose SANITY_PROJECT_ID / SANITY_DATASET, so the resolved ids are inlined.
  vite: (config) => ({
    ...config,
    define: {
      ...config.define,
      'import.meta.env.SANITY_STUDIO_PROJECT_ID': JSON.stringify(projectId),
      'import.meta.env.SANITY_STUDIO_DATASET': JSON.stringify(dataset),
    },
  }),
})
