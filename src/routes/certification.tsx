import { Link } from '@/lib/local-link'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { Route } from './+types/certification'
import { pageMeta } from '@/components/seo/meta'
import { RouteError } from '@/components/route-error'
import { freshOrBuilt } from '@/lib/route-data'
import { CertificateList } from '@/features/content/components/certificate-list'
import { todayInIndia } from '../../shared/dates.ts'
import '@/features/content/content.css'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(
    { matches, location },
    {
      title: msg`Certification`,
      description: msg`Our food safety licences and quality certificates, with their numbers, validity and a PDF download of each.`,
      path: '/certification',
      breadcrumbs: [{ name: msg`Certification`, path: '/certification' }],
    },
  )
}

// `today` travels with the data, so the HTML and hydration agree on which certificates expired.
/** The query code loads with the first refresh after hydration, not with the page (src/lib/route-data.ts). */
async function loadCertificates() {
  const { fetchCertificates } = await import('@/features/content/api/certificates')
  return { certificates: await fetchCertificates(), today: todayInIndia() }
}

export async function loader() {
  return loadCertificates()
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { ...(await freshOrBuilt(loadCertificates, serverLoader)), today: todayInIndia() }
}
clientLoader.hydrate = true as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const { certificates, today } = loaderData
  return (
    <main className="container page certification">
      <h1>
        <Trans>Certification</Trans>
      </h1>
      <p className="content-lead">
        <Trans>
          Every lot we sell is handled under these licences and certificates. Download a copy for your records, or <Link to="/contact">ask us</Link> for the
          test report of a particular lot.
        </Trans>
      </p>
      <CertificateList certificates={certificates} today={today} />
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />
}
