/**
 * The carts' public face: the cart the shop keeps for a signed-in customer, and the reminders of carts left
 * untouched, as the rest of the API uses them. Everything else in this folder is its own business.
 */
export { remindAbandonedCarts } from './cart-reminders';
export { forgetSavedCart, saveCart, savedCartForExport } from './saved-cart';
