import { env } from '@/lib/env'
import { todayInIndia } from '../../../../shared/dates.ts'
import { savePdf } from '../save-file'
import { buildWholeListPdf } from './pdf'
import { wholeListFileName, wholeListInput, type WholeListRequest } from './rows'

/** Lays the list out, makes the PDF and hands it to the browser; `onProgress` hears the share of rows done. */
export async function saveWholeList(request: Omit<WholeListRequest, 'today' | 'siteUrl'>, onProgress: (share: number) => void): Promise<void> {
  const today = todayInIndia()
  const input = wholeListInput({ ...request, today, siteUrl: env.siteUrl })
  savePdf(await buildWholeListPdf(input, onProgress), wholeListFileName(request.settings.brandName, request.category, today))
}
