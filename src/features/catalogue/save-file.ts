/** Hands the browser a PDF to save, as if the buyer had clicked a link to it. */
export function savePdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns: give them a minute before letting it go.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
