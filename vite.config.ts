import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { target: 'es2022', assetsInlineLimit: 2048 },
  // The content worker (src/lib/content-worker.ts) is a module worker, like the rest of the site.
  worker: { format: 'es' },
  server: { port: 5173, host: '127.0.0.1' },
})
