import { useEffect, useState } from 'react'
import { useClient } from 'sanity'
import { STUDIO_API_VERSION } from '../../env.ts'

export interface OpenRelease {
  name: string
  title: string
}

const RELEASES_QUERY = '*[_type == "system.release" && state == "active"] | order(_createdAt desc) {name, "title": coalesce(metadata.title, name)}'

/** The releases the price list can write into (active ones: a scheduled release is locked), kept current. */
export function useOpenReleases(): OpenRelease[] {
  const client = useClient({ apiVersion: STUDIO_API_VERSION })
  const [releases, setReleases] = useState<OpenRelease[]>([])
  useEffect(() => {
    const read = () =>
      client.fetch<OpenRelease[]>(RELEASES_QUERY, {}, { perspective: 'raw', tag: 'price-list.releases' }).then(setReleases, () => setReleases([]))
    void read()
    const subscription = client
      .listen('*[_type == "system.release"]', {}, { events: ['mutation'], includeResult: false, visibility: 'query', tag: 'price-list.releases' })
      .subscribe({ next: () => void read() })
    return () => subscription.unsubscribe()
  }, [client])
  return releases
}
