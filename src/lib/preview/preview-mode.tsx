import { VisualEditing, type HistoryAdapter, type HistoryAdapterNavigate, type HistoryRefresh } from '@sanity/visual-editing/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import { onLiveChange, studioFrame } from './live-content'

export default function PreviewMode() {
  const navigate = useNavigate()
  const location = useLocation()
  const url = `${location.pathname}${location.search}${location.hash}`
  const { revalidate } = useRevalidator()
  const navigateRef = useRef(navigate)
  const [tellStudio, setTellStudio] = useState<HistoryAdapterNavigate | undefined>(undefined)

  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])
  useEffect(() => onLiveChange(() => void revalidate()), [revalidate])
  // The editor followed a link in the preview: Presentation shows that page's document.
  useEffect(() => tellStudio?.({ type: 'push', url }), [tellStudio, url])

  const history = useMemo<HistoryAdapter>(
    () => ({
      subscribe: (next) => {
        setTellStudio(() => next)
        return () => setTellStudio(undefined)
      },
      // The editor picked a page or a document in the Studio: the preview goes there.
      update: (update) => {
        if (update.type === 'pop') void navigateRef.current(-1)
        else void navigateRef.current(update.url, { replace: update.type === 'replace' })
      },
    }),
    [],
  )
  // Live queries already follow every edit; other refreshes (e.g. the Studio's reload button) reload the data.
  const refresh = (payload: HistoryRefresh) => (payload.source === 'mutation' && payload.livePreviewEnabled ? false : revalidate())

  return studioFrame() ? <VisualEditing portal history={history} refresh={refresh} zIndex={1000} /> : null
}
