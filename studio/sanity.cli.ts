import { defineCliConfig } from 'sanity/cli'
import { studioApiConfig } from './env.ts'

const { projectId, dataset } = studioApiConfig()

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
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
