import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/local-link'

/** The page for any path the site does not have (served with HTTP 404 by the server). */
export function NotFoundPage() {
  return (
    <main className="container page not-found">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <p className="not-found-links">
        <Link to="/" className="button button-primary">
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to="/products" className="button button-secondary">
          <Trans>Browse our products</Trans>
        </Link>
      </p>
    </main>
  )
}
