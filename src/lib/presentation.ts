/**
 * The visitor's side of the Studio preview, kept to a few bytes (it is in every page's first-load
 * JS). A framed page may be the Studio's Presentation tool: only then does the site load its
 * preview code (src/lib/preview/, chunks of their own), which checks that the frame really is the
 * configured Studio before it shows anything but published content. Only that Studio may frame
 * the site at all (CSP frame-ancestors, services/static-site/headers.ts).
 */
export const inPresentation = (): boolean => typeof window == 'object' && window.top !== window

/** Preview-only helpers, installed by the preview chunk; in a visitor's page both are no-ops. */
export interface PreviewHelpers {
  /** Removes stega edit data (Sanity's `stegaClean`) from a value that leaves the visible text. */
  clean<T>(value: T): T
  /** `data-sanity` attributes for a value the overlays cannot find as text (a number). */
  editAttributes(source: EditSource): Record<string, string>
}

export interface EditSource {
  id: string
  type: string
  path: string
}

let helpers: PreviewHelpers | undefined

export const installPreviewHelpers = (installed: PreviewHelpers): void => {
  helpers = installed
}

/** A value without stega edit data: for meta tags, structured data, `alt`, URLs, keys, messages, comparisons. */
export const clean = <T>(value: T): T => (helpers ? helpers.clean(value) : value)

export const editAttributes = (source?: EditSource): Record<string, string> | undefined => (helpers && source ? helpers.editAttributes(source) : undefined)
