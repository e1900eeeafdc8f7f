import { fetchContent } from '@/lib/sanity-client'
import { SITE_SETTINGS_QUERY, type SiteSettings } from '@/lib/queries'

/** The site settings singleton every page's layout renders; a dataset without it cannot show a page. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const settings = await fetchContent(SITE_SETTINGS_QUERY)
  if (!settings) throw new Error('Site settings are missing from the content: run `npm run seed`.')
  return settings
}
