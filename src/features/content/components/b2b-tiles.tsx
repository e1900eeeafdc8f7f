import { BadgeIndianRupee, Clock, Globe, ShieldCheck } from 'lucide'
import { Icon, type IconNode } from '@/components/ui/icon'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { B2B_TILES, type B2bIcon } from '../b2b-copy'

const ICONS: Record<B2bIcon, IconNode> = {
  shipping: Globe,
  quality: ShieldCheck,
  turnaround: Clock,
  pricing: BadgeIndianRupee,
}

export function B2bTiles() {
  const { i18n } = useLingui()
  return (
    <section className="b2b-tiles" aria-labelledby="b2b-tiles-heading">
      <h2 id="b2b-tiles-heading" className="visually-hidden">
        <Trans>Why buy in bulk from us</Trans>
      </h2>
      <ul role="list">
        {B2B_TILES.map((tile) => {
          const icon = ICONS[tile.icon]
          return (
            <li key={tile.icon} className="b2b-tile">
              <Icon icon={icon} aria-hidden="true" size={32} className="b2b-tile-icon" />
              <h3>{i18n._(tile.title)}</h3>
              <p>{i18n._(tile.text)}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
