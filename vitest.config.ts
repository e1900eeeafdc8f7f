import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Vitest runs without the React Router plugin: unit tests import modules directly.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'services/**/*.test.ts', 'studio/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
