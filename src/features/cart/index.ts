/**
 * What the cart shares with other features (catalogue, quote) and the site's frame: the one file they
 * import it by. Re-exports only; the build drops whatever a page does not use (vite.config.ts).
 */
export type { CartLine, NewCartLine } from './cart-rules'
export { cartTotal, lineTotal } from './cart-rules'
export { cartTextBlock } from './cart-text'
export { useCart } from './store'
export { useRepricedCart } from './use-repriced-cart'
export { CartEmpty, CartLoading } from './components/cart-empty'
export { CartHydration } from './components/cart-hydration'
export { CartLink } from './components/cart-link'
export { CartNotices } from './components/cart-notices'
export { CartToggle } from './components/cart-toggle'
export { WhatsAppButton } from './components/whatsapp-button'
