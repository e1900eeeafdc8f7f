/**
 * The product page's query, apart from ./queries.ts because that module is in the first load of
 * every page (the root route reads the site settings from it) and this query, with the export
 * specification, is needed on product pages only (docs/decisions/013).
 */
import { defineQuery } from 'groq'
import { IMAGE } from './queries'

/**
 * The export specification and the product's current compliance papers ($today, YYYY-MM-DD):
 * expired papers and certificates never leave the server. The page filters again when it renders,
 * because a pre-rendered page was filtered on the day it was built.
 */
export const EXPORT_SPEC = `exportSpec{
    hsCode, botanicalName, grade, moistureMax, purityMin, admixtureMax, keyFigures[]{ _key, figure, value },
    shelfLifeMonths, storage, packing, container20ft, container40ft, leadTimeDays, incoterms, ports,
    "certificates": certificates[@->validUntil >= $today]->{ _id, title, issuer, number, validUntil }
  },
  "compliance": *[_type == "complianceDocument" && product._ref == ^._id && expiresOn >= $today && defined(file.asset)]
    | order(kind asc, testedOn desc){ _id, kind, lotNumber, testedOn, expiresOn, aflatoxinB1, "file": file.asset->{ url, size } }`

export const PRODUCT_QUERY = defineQuery(`*[_type == "product" && slug.current == $slug][0]{
  _id, productId, name, "slug": slug.current, category, price, bulkPrice, rating, badge, description,
  packSize, minOrderKg, origin, offersSamples, sampleSize, image ${IMAGE},
  ${EXPORT_SPEC}
}`)
