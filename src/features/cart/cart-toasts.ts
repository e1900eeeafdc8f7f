import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toast } from '@/components/ui/toast'

/** One cart toast at a time: each add or remove replaces the last, so they never pile up. */
const CART_TOAST_ID = 'cart'

export const CART_UNSAVED_MESSAGE = msg`Your cart cannot be saved in this browser. It is kept until you close or reload this tab.`

// Each takes the page's interface text (useLingui's i18n): toasts are raised from event handlers, outside rendering.
export function toastAdded(i18n: I18n, name: string): void {
  toast.success(i18n._(msg`Added to cart!`), { id: CART_TOAST_ID, description: name })
}

export function toastRemoved(i18n: I18n, name: string): void {
  toast.info(i18n._(msg`Removed from cart`), { id: CART_TOAST_ID, description: name })
}

export function toastUnsaved(i18n: I18n): void {
  toast.warning(i18n._(CART_UNSAVED_MESSAGE), { id: 'cart-unsaved', duration: 8000 })
}
