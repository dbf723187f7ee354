/**
 * The wishlist's public face: a customer's saved products, as the rest of the API uses them.
 */
export { addToWishlist, isWishlisted, listWishlist, removeFromWishlist } from './wishlist';
