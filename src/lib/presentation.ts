// In every page's first load, so only a framed page loads the preview code (docs/decisions/012).
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
