// Editors type hours as text ("Monday-Friday" / "9:00 AM - 6:00 PM"); search engines want OpeningHoursSpecification.

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type DayOfWeek = (typeof WEEK)[number]

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek: DayOfWeek[]
  /** 24-hour "HH:MM"; "00:00" to "00:00" is how search engines are told a day is closed. */
  opens: string
  closes: string
}

function day(token: string): DayOfWeek | null {
  const t = token.trim().toLowerCase()
  if (t.length < 3) return null
  return WEEK.find((d) => d.toLowerCase().startsWith(t)) ?? null
}

/** "Monday-Friday", "Mon – Fri", "Saturday, Sunday", "Sat & Sun" → the days; null if unreadable. */
export function parseDays(text: string): DayOfWeek[] | null {
  const days: DayOfWeek[] = []
  for (const part of text.split(/\s*(?:,|&|\band\b)\s*/i)) {
    if (!part.trim()) continue
    const range = part.split(/\s*(?:-|–|—|\bto\b)\s*/i)
    if (range.length === 1) {
      const single = day(part)
      if (!single) return null
      days.push(single)
    } else if (range.length === 2) {
      const from = day(range[0] ?? '')
      const to = day(range[1] ?? '')
      if (!from || !to) return null
      const start = WEEK.indexOf(from)
      const length = (WEEK.indexOf(to) - start + 7) % 7
      for (let i = 0; i <= length; i++) days.push(WEEK[(start + i) % 7] as DayOfWeek)
    } else return null
  }
  return days.length > 0 ? [...new Set(days)] : null
}

function time(text: string): string | null {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?$/i.exec(text.trim())
  if (!m) return null
  let hours = Number(m[1])
  const minutes = Number(m[2] ?? '0')
  const meridiem = m[3]?.toLowerCase()
  if (minutes > 59 || hours > 23 || (meridiem && (hours < 1 || hours > 12))) return null
  if (meridiem === 'p' && hours < 12) hours += 12
  if (meridiem === 'a' && hours === 12) hours = 0
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/** "9:00 AM - 6:00 PM" → {opens: "09:00", closes: "18:00"}; "Closed" → "closed"; null if unreadable. */
export function parseTimeRange(text: string): { opens: string; closes: string } | 'closed' | null {
  if (/^\s*closed\s*$/i.test(text)) return 'closed'
  const parts = text
    .replace(/[–—]/g, '-')
    .replace(/\s+to\s+/i, '-')
    .split('-')
  if (parts.length !== 2) return null
  const opens = time(parts[0] ?? '')
  const closes = time(parts[1] ?? '')
  return opens && closes ? { opens, closes } : null
}

/** Rows an editor wrote in a way that cannot be read are left out rather than guessed. */
export function openingHoursSpecification(hours: readonly { days: string; time: string }[]): OpeningHoursSpecification[] {
  const specs: OpeningHoursSpecification[] = []
  for (const row of hours) {
    const days = parseDays(row.days)
    const range = parseTimeRange(row.time)
    if (!days || !range) continue
    const { opens, closes } = range === 'closed' ? { opens: '00:00', closes: '00:00' } : range
    specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes })
  }
  return specs
}
