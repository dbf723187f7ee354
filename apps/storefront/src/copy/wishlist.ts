/**
 * Words of the wishlist page (/wishlist) and of the product page's wishlist heart. Quoted strings
 * from the product brief are exact, typos included; the rest is marked as ours.
 */
export const wishlistCopy = {
  title: 'My Wishlist',
  empty: 'No items in your wishlist.',
  // Ours: the empty state's hint and way out, the spinner's words, the count.
  emptyHint: 'Tap the heart on any product to keep it here for later.',
  browse: 'View All Products',
  loading: 'Loading your wishlist',
  count: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  loadFailedHint: 'Please check your connection and try again.',
  retry: 'Try again',

  added: 'Added to wishlist!',
  removed: 'Removed from wishlist.',
  failed: 'Wishlist action failed.',
  fetchFailed: 'Failed to fetch wishlist.',

  // Ours: the heart's words. A toggle button keeps one name; its pressed state says whether it is on.
  heart: 'Wishlist',
  // Signed out, the heart is a link to sign in.
  heartSignedOut: 'Wishlist: log in to save this product',
  // The remove button under each card on the wishlist page.
  remove: 'Remove',
  removeLabel: (title: string) => `Remove ${title} from wishlist`,
} as const;
