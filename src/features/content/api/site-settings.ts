import { fetchContent } from '@/lib/sanity-client'
import { SITE_SETTINGS_QUERY, type SiteSettings } from '@/lib/queries'
import type { Language } from '../../../../shared/languages'

/** The site settings singleton every page's layout renders; a dataset without it cannot show a page. */
export async function fetchSiteSettings(language: Language): Promise<SiteSettings> {
  const settings = await fetchContent(SITE_SETTINGS_QUERY, { language })
  if (!settings) throw new Error('Site settings are missing from the content: run `npm run seed`.')
  return settings
}
