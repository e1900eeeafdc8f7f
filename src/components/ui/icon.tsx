import { createElement, type SVGProps } from 'react'
import type { IconNode } from 'lucide'

export type { IconNode }

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** One of lucide's icons: `import { ShoppingCart } from 'lucide'` (its drawing, as data). */
  icon: IconNode
  /** Width and height in pixels; the drawing is on lucide's 24 × 24 grid. */
  size?: number
}

/**
 * A lucide icon, drawn as lucide-react draws it (24 × 24 grid, 2 px round strokes in the text's
 * colour). lucide-react's own component adds ~1 KB gzip to every page's first load for what the
 * site does not use (icon context, class merging, accessible-name detection; every icon here is
 * decorative and says `aria-hidden`), so the site renders `lucide`'s drawings itself
 * (docs/decisions/025-lean-first-load.md). Inline in HTML, an `<svg>` needs no `xmlns`.
 */
export function Icon({ icon, size = 24, className, ...svg }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `icon ${className}` : 'icon'}
      {...svg}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
