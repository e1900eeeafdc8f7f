import { Search, X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_QUERY_LENGTH } from '../search'

interface CatalogueSearchProps {
  query: string
  onQueryChange: (query: string) => void
}

/** Filters as you type; the text is also written to the address (`?q=`) so a search can be shared. */
export function CatalogueSearch({ query, onQueryChange }: CatalogueSearchProps) {
  // The box keeps its own text so typing never waits for the navigation.
  const { t } = useLingui()
  const [text, setText] = useState(query)
  const [lastQuery, setLastQuery] = useState(query)
  if (query !== lastQuery) {
    setLastQuery(query)
    setText(query)
  }

  function change(next: string) {
    setText(next)
    onQueryChange(next)
  }

  // Text typed into the built page before the scripts ran is still in the box: search for it.
  const input = useRef<HTMLInputElement>(null)
  const adoptEarlyText = useEffectEvent(() => {
    const early = input.current?.value ?? ''
    if (early !== text) change(early)
  })
  useEffect(() => adoptEarlyText(), [])

  // A landmark, not a form: the list filters as one types, nothing is submitted, and Enter before hydration cannot reload the page.
  return (
    <div role="search" className="catalogue-search">
      <label htmlFor="catalogue-search-input" className="visually-hidden">
        <Trans>Search products</Trans>
      </label>
      <Icon icon={Search} aria-hidden="true" size={18} className="catalogue-search-icon" />
      <input
        ref={input}
        id="catalogue-search-input"
        type="search"
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t`Search by name or description`}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) change('')
        }}
      />
      {text ? (
        <button type="button" className="catalogue-search-clear" aria-label={t`Clear search`} onClick={() => change('')}>
          <Icon icon={X} aria-hidden="true" size={18} />
        </button>
      ) : null}
    </div>
  )
}
