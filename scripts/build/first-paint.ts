/**
 * What a pre-rendered page loads before its first paint. Lighthouse's phone simulation (and a real
 * slow link) counts every request started before the page paints; the page's content is already in
 * the HTML, so the JavaScript that only hydrates it should not compete with it (docs/benchmarks.md).
 */

const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi

/**
 * Drops `<link rel="modulepreload">`: hydration starts after first paint (HYDRATION_STARTER in
 * inline-scripts.ts), and the bootstrap's own imports fetch the same modules then. React re-adds
 * the links it rendered once it hydrates, when the modules are already loaded.
 */
export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '')
}
