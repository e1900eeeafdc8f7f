import { X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'
import { productHref } from '@/features/catalogue'
import { useLanguage } from '@/lib/i18n'
import { fallbackAttributes, shownName, shownText } from '@/lib/localized'
import { MAX_SAMPLES, type SampleItem } from '../sample-rules'
import { toastSampleRemoved } from '../sample-toasts'
import { useSamples } from '../store'

export function SampleList({ items, headingId }: { items: readonly SampleItem[]; headingId: string }) {
  const remove = useSamples((s) => s.remove)
  const { i18n } = useLingui()
  const count = items.length
  const language = useLanguage()
  return (
    <section className="sample-list" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Your samples ({count})</Trans>
      </h2>
      <ul>
        {items.map((item) => {
          const { id, slug } = item
          const shown = shownName(item)
          const name = shown.text
          const size = shownText(item.sampleSize, item.localSize)
          return (
            <li key={id}>
              <Link to={productHref(slug)} className="sample-list-name" {...fallbackAttributes(shown, language)}>
                {name}
              </Link>
              <span className="sample-list-size" {...fallbackAttributes(size, language)}>
                {size.text}
              </span>
              <button
                type="button"
                className="button button-ghost sample-list-remove"
                onClick={() => {
                  remove(id)
                  toastSampleRemoved(i18n, name)
                }}
              >
                <Icon icon={X} aria-hidden="true" size={16} />
                <Trans>
                  Remove<span className="visually-hidden"> the sample of {name}</span>
                </Trans>
              </button>
            </li>
          )
        })}
      </ul>
      <p className="sample-list-note">
        <Plural
          value={MAX_SAMPLES}
          one="Up to # sample per request, free of charge for business buyers."
          other="Up to # samples per request, free of charge for business buyers."
        />{' '}
        {count < MAX_SAMPLES ? (
          <Link to="/products">
            <Trans>Add more from the catalogue</Trans>
          </Link>
        ) : null}
      </p>
    </section>
  )
}
