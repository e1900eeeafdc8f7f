// Buyers write in their own script and keyboard: the rules accept it, and clean only what staff must dial or reply to.

/** Invisible direction marks an Arabic keyboard or a copied number may carry (LRM, RLM, ALM, embeddings, isolates). */
const DIRECTION_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g
const DASHES = /[\u2010-\u2015\u2212]/g
const ARABIC_INDIC = /[\u0660-\u0669]/g
const EASTERN_ARABIC_INDIC = /[\u06F0-\u06F9]/g

/** A phone number as staff can dial it: Arabic-Indic and full-width digits become 0-9, marks go, dashes are dashes. */
export function normalizePhone(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(DIRECTION_MARKS, '')
    .replace(DASHES, '-')
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EASTERN_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .trim()
}

// Loose on purpose: buyers write numbers in many national formats; 6-15 digits covers them all.
const PHONE = /^\+?[\d\s().-]+$/

/** A normalised phone number: digits with optional +, spaces, brackets, dots or dashes, 6 to 15 digits. */
export function isPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length
  return PHONE.test(phone) && digits >= 6 && digits <= 15
}

/** An e-mail address as typed with a full-width keyboard (＠, full-width letters) becomes the plain one. */
export function normalizeEmail(raw: string): string {
  return raw.normalize('NFKC').replace(DIRECTION_MARKS, '').trim()
}

// zod's own pattern with letters and digits of any script (محمد@شركة.امارات, 王伟@公司.中国); a punycode TLD too.
const WORD = String.raw`[\p{L}\p{M}\p{N}_'+\-]`
export const EMAIL = new RegExp(
  String.raw`^(?:${WORD}+\.)*${WORD}*[\p{L}\p{M}\p{N}_+-]@(?:[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\-]*\.)+(?:[\p{L}\p{M}]{2,}|xn--[a-z0-9\-]+)$`,
  'u',
)
