import { useCallback } from 'react'
import { useClient } from 'sanity'
import { STUDIO_API_VERSION } from '../../env.ts'
import type { PriceField, PriceValue } from './columns.ts'
import type { PriceRow } from './rows.ts'
import { editActions, publishActions, type WriteTarget } from './target.ts'

/** The tool's two writes, each one request to the Actions API, so one transaction. */
export function useWrites(target: WriteTarget, reload: () => Promise<void>, rows: readonly PriceRow[] | undefined) {
  const client = useClient({ apiVersion: STUDIO_API_VERSION })

  const save = useCallback(
    async (edits: ReadonlyMap<string, Partial<Record<PriceField, PriceValue>>>) => {
      if (edits.size === 0) return
      const inTarget = new Set((rows ?? []).filter((row) => row.draft).map((row) => row.id))
      await client.action(
        editActions(target, edits, (id) => inTarget.has(id)),
        { tag: 'price-list.edit' },
      )
      await reload()
    },
    [client, reload, rows, target],
  )

  const publish = useCallback(
    async (rows: readonly PriceRow[]) => {
      if (rows.length === 0) return
      const documents = rows.map((row) => ({ publishedId: row.id, workingRev: row.draft?._rev, publishedRev: row.published?._rev }))
      await client.action(publishActions(target, documents), { tag: 'price-list.publish' })
      await reload()
    },
    [client, reload, target],
  )

  return { save, publish }
}
