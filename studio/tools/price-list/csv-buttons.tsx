import { DownloadIcon } from '@sanity/icons/Download'
import { UploadIcon } from '@sanity/icons/Upload'
import { Button } from '@sanity/ui'
import { useRef } from 'react'
import { todayInIndia } from '../../../shared/dates.ts'
import { writePriceCsv } from './csv.ts'
import type { PriceRow } from './rows.ts'

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}

/** "Download CSV" (every product, whatever the filter shows) and "Upload CSV" (a file picker). */
export function CsvButtons({ rows, onUpload }: { rows: readonly PriceRow[]; onUpload: (text: string) => void }) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button mode="ghost" icon={DownloadIcon} text="Download CSV" onClick={() => download(writePriceCsv(rows), `price-list-${todayInIndia()}.csv`)} />
      <Button mode="ghost" icon={UploadIcon} text="Upload CSV" onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (file) void file.text().then(onUpload)
        }}
      />
    </>
  )
}
