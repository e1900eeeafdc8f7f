/**
 * V8's explicit compile hint for the framework's chunks, set by the bundler (vite.config.ts,
 * Rolldown's `output.postBanner`, which is added after minification, so no minifier drops it).
 *
 * A module that starts with this comment has all its functions compiled eagerly, on a background
 * thread while it streams in, instead of one by one on the main thread as they are first called.
 * Worth it for the framework (React DOM, React, React Router), nearly all of which runs during
 * hydration: with a 4x slower CPU its longest tasks went from ~110-150 ms to ~70-90 ms
 * (docs/decisions/009-hydration-in-small-tasks.md). Browsers without the feature read an ordinary comment.
 */

export const COMPILE_HINT_COMMENT = '//# allFunctionsCalledOnLoad'

/** How a hinted chunk starts: Rolldown puts a line break after the banner. */
export const COMPILE_HINT = `${COMPILE_HINT_COMMENT}\n`

/** The framework's packages, by where their modules live. */
const FRAMEWORK_MODULE = /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/

/**
 * A chunk gets the hint when it holds at least this much of the framework (bytes as rendered, before
 * minification): the chunks of React DOM's client and of React with React Router, not the few
 * hundred bytes of re-exports the bundler splits off beside them, nor the site's own modules.
 */
export const COMPILE_HINT_MIN_BYTES = 50_000

/** What Rolldown tells `postBanner` about a chunk (the part of its RenderedChunk read here). */
export interface ChunkModules {
  modules: Record<string, { renderedLength: number }>
}

/**
 * The banner of a client chunk: the compile hint for the framework's, none for the others
 * (`undefined`, not '': Rolldown puts a line break after any string, even an empty one).
 */
export function compileHintBanner(chunk: ChunkModules): string | undefined {
  let framework = 0
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (FRAMEWORK_MODULE.test(id)) framework += module.renderedLength
  }
  return framework >= COMPILE_HINT_MIN_BYTES ? COMPILE_HINT_COMMENT : undefined
}
