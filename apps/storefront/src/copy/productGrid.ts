/**
 * Words of the product grid and its cards, wherever they show (the listing, a category, home's bestsellers,
 * offers): apart from the listing's, so that home does not load those. Quoted strings from the product brief
 * are exact; the rest is marked as ours.
 */
export const productGridCopy = {
  // Ours: the product brief only names the spinner.
  loading: 'Loading products',
  // Ours: the product brief logs list failures silently; a shopper deserves a way back.
  loadFailed: 'We could not load our products just now. Please check your connection and try again.',
  retry: 'Try again',

  card: {
    buyNow: 'Buy Now',
    addToCart: (title: string) => `Add ${title} to cart`,
    // Ours: screen readers do not announce strike-through, so the two prices are named.
    priceLabel: 'Price',
    maxPriceLabel: 'M.R.P.',
    percentOff: (percent: number) => `${percent}% off`,
    // Ours: the ribbon on the photo of a product the server prices in a live sale (its end is on its page).
    saleTag: 'Sale',
    rating: (value: string, max: number) => `Rated ${value} out of ${max}`,
    reviewCount: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
  },

  // Ours: the toast after an add-to-cart press, over the product's name.
  addedToCart: 'Added to cart',
} as const;
