import { isRouteErrorResponse, useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { NotFoundPage } from './not-found-page'

/** Rendered inside the layout, so one failing page never blanks the site. */
export function RouteError({ error }: { error: unknown }) {
  const navigate = useNavigate()
  const { t } = useLingui()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  const message = error instanceof Error ? error.message : t`This page could not be loaded.`
  return (
    <main className="container page">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p role="alert">{message}</p>
      <p>
        <button type="button" className="button button-primary" onClick={() => void navigate('.', { replace: true })}>
          <Trans>Retry</Trans>
        </button>
      </p>
    </main>
  )
}
