/// <reference lib="webworker" />
import { INDIA_TIME_ZONE } from '../../shared/dates.ts'

// Started by entry.client.tsx before the page hydrates, named with the page's `<html lang>`. A
// page's first NumberFormat costs 14–32 ms (60–120 ms on a phone), its first plural rules and date
// formatter a few more: V8 lists ICU's locales for each kind once per renderer process, and a
// dedicated worker shares that process. So this makes one of each kind the pages make while they
// hydrate (prices and numbers, plurals, dates in India's zone), in the page's language, then ends
// (docs/decisions/047).
const locale = self.name
new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(1)
new Intl.PluralRules(locale).select(1)
new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: INDIA_TIME_ZONE }).format(0)
self.close()
