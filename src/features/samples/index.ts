/**
 * What the sample list shares with other features (the catalogue's cards and pages) and the site's
 * frame: the one file they import it by. Re-exports only; the build drops whatever a page does not
 * use (vite.config.ts).
 */
export type { SampleItem } from './sample-rules'
export { sampleOf } from './sample-rules'
export { SampleHydration } from './components/sample-hydration'
export { SamplesLink } from './components/samples-link'
export { SampleToggle } from './components/sample-toggle'
