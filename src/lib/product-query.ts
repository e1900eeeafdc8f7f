// Apart from queries.ts, which every page's first load carries (docs/decisions/013).
import { defineQuery } from 'groq'
import { localized } from './localized.ts'
import { IMAGE } from './queries'

/** The figures of a specification a buyer compares products by, for the whole list (features/catalogue/whole-list). */
export const SPEC_FIGURES = `hsCode, botanicalName, grade, moistureMax, purityMin, admixtureMax, keyFigures[]{ _key, figure, value },
    shelfLifeMonths, packing, leadTimeDays`

/** A product page's texts in $language: the card's (queries.ts), and the pack size and origin only this page shows. */
export const PRODUCT_PAGE_TEXTS = `"local": {
    "name": ${localized('name')}, "description": ${localized('description')}, "badge": ${localized('badge')},
    "packSize": ${localized('packSize')}, "origin": ${localized('origin')}, "sampleSize": ${localized('sampleSize')}
  }` as const

// A pre-rendered page was filtered on its build day, so the page filters again when it renders.
export const EXPORT_SPEC = `exportSpec{
    ${SPEC_FIGURES}, storage, container20ft, container40ft, incoterms, ports,
    "local": { "grade": ${localized('grade')}, "storage": ${localized('storage')} },
    "certificates": certificates[@->validUntil >= $today]->{ _id, title, issuer, number, validUntil }
  },
  "compliance": *[_type == "complianceDocument" && product._ref == ^._id && expiresOn >= $today && defined(file.asset)]
    | order(kind asc, testedOn desc){ _id, kind, lotNumber, testedOn, expiresOn, aflatoxinB1, "file": file.asset->{ url, size } }` as const

export const PRODUCT_QUERY = defineQuery(`*[_type == "product" && slug.current == $slug][0]{
  _id, productId, name, "slug": slug.current, category, price, bulkPrice, rating, badge, description,
  packSize, minOrderKg, origin, offersSamples, sampleSize, image ${IMAGE}, ${PRODUCT_PAGE_TEXTS},
  ${EXPORT_SPEC}
}`)
