/**
 * Failures on demand, so tests can prove what a buyer sees when EmailJS says no.
 * A rule fails the next `times` accepted-looking requests (optionally only those whose template
 * parameters contain `match`), answering `status` with EmailJS's text; status 0 drops the connection.
 * `MAIL_FAIL_STATUS` makes every request fail, for trying the failure screens by hand.
 */
import { STATUS_CODES } from 'node:http'
import { UserError } from '../shared/cli.ts'

export interface FailureRule {
  status: number
  times: number
  match: Record<string, string> | null
}

/** The texts `@emailjs/browser` and EmailJS use for the statuses the site explains to the buyer. */
const EMAILJS_TEXTS: Record<number, string> = {
  0: 'Network Error',
  403: 'Forbidden',
  429: 'Too Many Requests',
  451: 'Unavailable For Headless Browser',
}

export function failureText(status: number): string {
  return EMAILJS_TEXTS[status] ?? STATUS_CODES[status] ?? 'Error'
}

export interface FailureControl {
  /** Applies `{failNext, times?, match?}` (adds a rule) or `{}` (clears every rule). Returns an error text or null. */
  configure(body: unknown): string | null
  /** The status to fail this request with, consuming one use of the matching rule; null to proceed. */
  take(params: Record<string, string>): number | null
  rules(): FailureRule[]
}

function isStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && (value === 0 || (value >= 400 && value <= 599))
}

function parseMatch(value: unknown): Record<string, string> | null | undefined {
  if (value === undefined || value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) return undefined
  const entries = Object.entries(value)
  if (!entries.every(([, v]) => typeof v === 'string')) return undefined
  return Object.fromEntries(entries) as Record<string, string>
}

export function failureControl(persistentStatus: number | null = null): FailureControl {
  let rules: FailureRule[] = []
  return {
    configure(body) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Expected a JSON object'
      const { failNext, times, match } = body as Record<string, unknown>
      if (failNext === undefined) {
        rules = []
        return null
      }
      if (!isStatus(failNext)) return 'failNext must be 0 or an HTTP error status (400-599)'
      if (times !== undefined && !(typeof times === 'number' && Number.isInteger(times) && times > 0)) {
        return 'times must be a positive integer'
      }
      const parsedMatch = parseMatch(match)
      if (parsedMatch === undefined) return 'match must be an object of strings'
      rules.push({ status: failNext, times: typeof times === 'number' ? times : 1, match: parsedMatch })
      return null
    },
    take(params) {
      const rule = rules.find((r) => !r.match || Object.entries(r.match).every(([k, v]) => params[k] === v))
      if (rule) {
        rule.times -= 1
        if (rule.times <= 0) rules = rules.filter((r) => r !== rule)
        return rule.status
      }
      return persistentStatus
    },
    rules: () => rules.map((r) => ({ ...r })),
  }
}

export function statusFromEnv(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.MAIL_FAIL_STATUS
  if (raw === undefined || raw === '') return null
  const status = Number(raw)
  if (!isStatus(status)) throw new UserError(`MAIL_FAIL_STATUS must be 0 or an HTTP error status (400-599), got "${raw}"`)
  return status
}
