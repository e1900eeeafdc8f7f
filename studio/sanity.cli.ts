import { defineCliConfig } from 'sanity/cli'
import { studioApiConfig } from './env.ts'

const { projectId, dataset } = studioApiConfig()

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  // Sanity TypeGen (`npm run typegen`, part of `npm run typecheck`): the schema as JSON, then a type
  // for every defineQuery in src/, registered with @sanity/client so fetchContent(QUERY) is typed.
  // Required fields are non-optional, so a renamed field is a type error wherever it is read.
  schemaExtraction: { path: './studio/schema.json', enforceRequiredFields: true },
  typegen: {
    path: './src/**/*.{ts,tsx}',
    schema: './studio/schema.json',
    generates: './src/lib/sanity.types.ts',
    overloadClientMethods: true,
  },
  // Inline the resolved ids so the bundle agrees with the CLI even when only the tooling names
  // (SANITY_PROJECT_ID / SANITY_DATASET, which Vite does not expose) are set.
  vite: (config) => ({
    ...config,
    define: {
      ...config.define,
      'import.meta.env.SANITY_STUDIO_PROJECT_ID': JSON.stringify(projectId),
      'import.meta.env.SANITY_STUDIO_DATASET': JSON.stringify(dataset),
    },
  }),
})
