import { privacyPolicy } from './privacy-policy.ts'
import { refundPolicy } from './refund-policy.ts'
import { shippingPolicy } from './shipping-policy.ts'
import { termsOfServices } from './terms-of-services.ts'
import type { PolicyRow } from './types.ts'

export const policyRows: PolicyRow[] = [privacyPolicy, shippingPolicy, refundPolicy, termsOfServices]
