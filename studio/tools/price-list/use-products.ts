import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useClient } from 'sanity'
import { STUDIO_API_VERSION } from '../../env.ts'
import { buildRows, type PriceRow, type ProductDocument } from './rows.ts'
import type { WriteTarget } from './target.ts'

const PRODUCTS_FILTER = '_type == "product"'
const PRODUCTS_QUERY = `*[${PRODUCTS_FILTER}]`

export interface Products {
  rows: PriceRow[] | undefined
  error: Error | undefined
  /** Reads the products again (after a write, so the table shows what the lake holds). */
  reload: () => Promise<void>
}

/** Read again whenever a product changes in the lake. */
export function useProducts(target: WriteTarget): Products {
  const client = useClient({ apiVersion: STUDIO_API_VERSION })
  const [documents, setDocuments] = useState<ProductDocument[]>()
  const [error, setError] = useState<Error>()
  // One read at a time; changes that arrive during a read ask for exactly one more.
  const reading = useRef<Promise<void> | null>(null)
  const again = useRef(false)

  const reload = useCallback(async (): Promise<void> => {
    if (reading.current) {
      again.current = true
      return reading.current
    }
    const read = async () => {
      do {
        again.current = false
        try {
          setDocuments(await client.fetch<ProductDocument[]>(PRODUCTS_QUERY, {}, { perspective: 'raw', tag: 'price-list' }))
          setError(undefined)
        } catch (caught) {
          setError(caught instanceof Error ? caught : new Error(String(caught)))
        }
      } while (again.current)
    }
    reading.current = read().finally(() => {
      reading.current = null
    })
    return reading.current
  }, [client])

  useEffect(() => {
    void reload()
    const subscription = client
      .listen(PRODUCTS_QUERY, {}, { events: ['mutation'], includeResult: false, visibility: 'query', tag: 'price-list' })
      .subscribe({ next: () => void reload(), error: (caught: unknown) => setError(caught instanceof Error ? caught : new Error(String(caught))) })
    return () => subscription.unsubscribe()
  }, [client, reload])

  const rows = useMemo(() => documents && buildRows(documents, target), [documents, target])
  return { rows, error, reload }
}
