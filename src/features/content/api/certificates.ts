import { fetchContent } from '@/lib/sanity-client'
import { CERTIFICATES_QUERY, type Certificate } from '@/lib/queries'

/** Every certificate, the longest valid first; the page marks the expired ones. */
export function fetchCertificates(): Promise<Certificate[]> {
  return fetchContent(CERTIFICATES_QUERY)
}
