export const MAX_STARS = 5

export interface StarParts {
  full: number
  half: boolean
  empty: number
  label: string
}

/** Computed in tenths so 4.3 - 4 (0.29999...) still counts as .3. */
export function starParts(rating: number): StarParts {
  const value = Number.isFinite(rating) ? Math.min(MAX_STARS, Math.max(0, rating)) : 0
  const hundredths = Math.round(value * 100)
  let full = Math.floor(hundredths / 100)
  const fraction = hundredths % 100
  const half = fraction >= 30 && fraction < 80
  if (fraction >= 80) full += 1
  full = Math.min(MAX_STARS, full)
  return { full, half, empty: MAX_STARS - full - (half ? 1 : 0), label: value.toFixed(1) }
}
