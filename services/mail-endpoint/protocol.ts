/**
 * The part of EmailJS's HTTP API that `@emailjs/browser` speaks: which ids are accepted, how a
 * request body becomes a submission, and the reason texts of a 400 (worded like EmailJS's own).
 */
export interface AcceptedIds {
  publicKeys: string[]
  serviceIds: string[]
  templateIds: string[]
}

/** The ids src/lib/env.ts defaults to, plus the quote and sample request templates. */
export const DEFAULT_IDS: AcceptedIds = {
  publicKeys: ['embedded-public-key'],
  serviceIds: ['embedded_service'],
  templateIds: ['inquiry_template', 'quote_template', 'sample_template'],
}

/** The defaults plus whatever the site is built with (VITE_EMAILJS_*), so a custom id still works locally. */
export function acceptedIds(env: NodeJS.ProcessEnv = process.env): AcceptedIds {
  const add = (list: string[], value: string | undefined) => (value ? [...new Set([...list, value])] : list)
  return {
    publicKeys: add(DEFAULT_IDS.publicKeys, env.VITE_EMAILJS_PUBLIC_KEY),
    serviceIds: add(DEFAULT_IDS.serviceIds, env.VITE_EMAILJS_SERVICE_ID),
    templateIds: add(DEFAULT_IDS.templateIds, env.VITE_EMAILJS_TEMPLATE_ID),
  }
}

export interface Submission {
  via: 'send' | 'send-form'
  libVersion: string
  userId: string
  serviceId: string
  templateId: string
  params: Record<string, string>
}

export class ProtocolError extends Error {
  override name = 'ProtocolError'
}

const CONTROL_FIELDS = new Set(['lib_version', 'service_id', 'template_id', 'user_id', 'accessToken'])

/** `send-form`: multipart (or urlencoded) form data; the template parameters are the other fields. */
export async function parseSendForm(body: Buffer, contentType: string): Promise<Submission> {
  let form: FormData
  try {
    form = await new Request('http://mail.local/', { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new ProtocolError('The request body is not form data')
  }
  const params: Record<string, string> = {}
  for (const [name, value] of form) {
    if (CONTROL_FIELDS.has(name)) continue
    // Attachments are recorded by name only: the inbox is for reading what a buyer wrote.
    // multipart/form-data turns every line break into CRLF; the buyer typed plain line breaks.
    params[name] = typeof value === 'string' ? value.replace(/\r\n/g, '\n') : `[file ${value.name}, ${value.size} bytes]`
  }
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    via: 'send-form',
    libVersion: text('lib_version'),
    userId: text('user_id'),
    serviceId: text('service_id'),
    templateId: text('template_id'),
    params,
  }
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** `send`: JSON `{lib_version, user_id, service_id, template_id, template_params}`. */
export function parseSend(body: Buffer): Submission {
  let json: unknown
  try {
    json = JSON.parse(body.toString('utf8'))
  } catch {
    throw new ProtocolError('The request body is not valid JSON')
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new ProtocolError('The request body must be a JSON object')
  const data = json as Record<string, unknown>
  const raw = data.template_params ?? {}
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ProtocolError('The template params have to be an object')
  const params: Record<string, string> = {}
  for (const [name, value] of Object.entries(raw)) {
    params[name] = typeof value === 'string' ? value : JSON.stringify(value)
  }
  return {
    via: 'send',
    libVersion: asString(data.lib_version),
    userId: asString(data.user_id),
    serviceId: asString(data.service_id),
    templateId: asString(data.template_id),
    params,
  }
}

/** The reason EmailJS would give for refusing these ids, or null when they are accepted. */
export function rejectionReason(s: Submission, ids: AcceptedIds): string | null {
  if (!s.userId) return 'The Public Key is required. To find it, visit https://dashboard.emailjs.com/admin/account'
  if (!ids.publicKeys.includes(s.userId)) return 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account'
  if (!s.serviceId) return 'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin'
  if (!ids.serviceIds.includes(s.serviceId)) return 'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin'
  if (!s.templateId) return 'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates'
  if (!ids.templateIds.includes(s.templateId)) return 'The template ID not found. To find this ID, visit https://dashboard.emailjs.com/admin/templates'
  return null
}
