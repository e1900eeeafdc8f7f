/** `/__inbox`: the received inquiries as a plain page, newest first, every value escaped. */
import type { InboxEntry } from './inbox.ts'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

function entryHtml(entry: InboxEntry): string {
  const subject = entry.params.reference ?? entry.id
  const rows = Object.entries(entry.params)
    .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')
  return `<article>
<h2>${escapeHtml(subject)}</h2>
<p class="meta">${escapeHtml(entry.receivedAt)} · template ${escapeHtml(entry.templateId)} · via ${escapeHtml(entry.via)}${
    entry.origin ? ` · from ${escapeHtml(entry.origin)}` : ''
  }</p>
<table>${rows}</table>
</article>`
}

export function inboxPage(entries: InboxEntry[]): string {
  const body = entries.length === 0 ? '<p>No inquiries yet. Send one from the site’s contact form.</p>' : entries.map(entryHtml).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Inbox (${entries.length}) · embedded e-mail endpoint</title>
<style>
body{font-family:system-ui,sans-serif;max-width:860px;margin:0 auto;padding:16px;color:#2b1a10;background:#fffaf3}
article{background:#fff;border:1px solid #e7d8c9;border-radius:12px;padding:12px 16px;margin:16px 0}
h2{font-size:1.1rem;margin:0}.meta{color:#5c4a3d;font-size:.9rem;margin:4px 0 8px}
table{border-collapse:collapse;width:100%}th{text-align:left;vertical-align:top;padding:4px 12px 4px 0;width:9rem}
td{white-space:pre-wrap;overflow-wrap:anywhere;padding:4px 0}
</style>
</head>
<body>
<h1>Inbox: ${entries.length} ${entries.length === 1 ? 'inquiry' : 'inquiries'}</h1>
<p>What the site’s forms sent to the embedded EmailJS-compatible endpoint, newest first. Local tooling: nothing is e-mailed.</p>
${body}
</body>
</html>
`
}
