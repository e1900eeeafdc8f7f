import { Search, X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useState } from 'react'
import { MAX_QUERY_LENGTH } from '../search'

interface CatalogueSearchProps {
  query: string
  onQueryChange: (query: string) => void
}

/** Filters as you type; the text lives in the address (`?q=`) so a search can be shared. */
export function CatalogueSearch({ query, onQueryChange }: CatalogueSearchProps) {
  // The box keeps its own text so typing never waits for the navigation.
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

  // A landmark, not a form: the list filters as one types, nothing is submitted, and Enter before hydration cannot reload the page.
  return (
    <div role="search" className="catalogue-search">
      <label htmlFor="catalogue-search-input" className="visually-hidden">
        Search products
      </label>
      <Icon icon={Search} aria-hidden="true" size={18} className="catalogue-search-icon" />
      <input
        id="catalogue-search-input"
        type="search"
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search by name or description"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) change('')
        }}
      />
      {text ? (
        <button type="button" className="catalogue-search-clear" aria-label="Clear search" onClick={() => change('')}>
          <Icon icon={X} aria-hidden="true" size={18} />
        </button>
      ) : null}
    </div>
  )
}
