// The one file other features import the sample list by.
export type { SampleItem } from './sample-rules'
export { sampleOf } from './sample-rules'
export { SampleHydration } from './components/sample-hydration'
export { SamplesLink } from './components/samples-link'
export { SampleToggle } from './components/sample-toggle'
