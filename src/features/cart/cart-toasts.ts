import { toast } from '@/components/ui/toast'

/** One cart toast at a time: each add or remove replaces the last, so they never pile up. */
const CART_TOAST_ID = 'cart'

export const CART_UNSAVED_MESSAGE = 'Your cart cannot be saved in this browser. It is kept until you close or reload this tab.'

export function toastAdded(name: string): void {
  toast.success('Added to cart!', { id: CART_TOAST_ID, description: name })
}

export function toastRemoved(name: string): void {
  toast.info('Removed from cart', { id: CART_TOAST_ID, description: name })
}

export function toastUnsaved(): void {
  toast.warning(CART_UNSAVED_MESSAGE, { id: 'cart-unsaved', duration: 8000 })
}
