import { createElement, type SVGProps } from 'react'
import type { IconNode } from 'lucide'

export type { IconNode }

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** One of lucide's icons: `import { ShoppingCart } from 'lucide'` (its drawing, as data). */
  icon: IconNode
  /** Width and height in pixels; the drawing is on lucide's 24 × 24 grid. */
  size?: number
}

/** Draws lucide's icons without lucide-react's component, which the first load cannot afford (docs/decisions/025). */
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
