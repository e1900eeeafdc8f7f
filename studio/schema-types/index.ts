import { blogPost } from './documents/blog-post.ts'
import { certificate } from './documents/certificate.ts'
import { complianceDocument } from './documents/compliance-document.ts'
import { policy } from './documents/policy.ts'
import { product } from './documents/product.ts'
import { testimonial } from './documents/testimonial.ts'
import { postalAddress } from './objects/address.ts'
import { blockContent } from './objects/block-content.ts'
import { exportSpecification, keyFigureType } from './objects/export-spec.ts'
import { openingHours } from './objects/opening-hours.ts'
import { creditLink, socialLink } from './objects/social-link.ts'
import { siteSettings } from './singletons/site-settings.ts'

export const documentTypes = [product, testimonial, blogPost, policy, certificate, complianceDocument]
export const singletonTypes = [siteSettings]
export const objectTypes = [blockContent, postalAddress, openingHours, socialLink, creditLink, exportSpecification, keyFigureType]

export const schemaTypes = [...documentTypes, ...singletonTypes, ...objectTypes]
