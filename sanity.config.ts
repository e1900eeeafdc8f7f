// The Sanity CLI looks for its config in the working directory; the Studio lives in studio/.
export { default } from './studio/sanity.config.ts'
