import { Link } from '@/lib/local-link'

/** The page for any path the site does not have (served with HTTP 404 by the server). */
export function NotFoundPage() {
  return (
    <main className="container page not-found">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p className="not-found-links">
        <Link to="/" className="button button-primary">
          Go to the home page
        </Link>
        <Link to="/products" className="button button-secondary">
          Browse our products
        </Link>
      </p>
    </main>
  )
}
