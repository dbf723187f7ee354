/** The hidden names of a price and its M.R.P., and the discount badge, when the page gives none. */
export const priceWords = {
  price: 'Price',
  maxPrice: 'Original price',
  percentOff: (percent: number) => `${percent}% off`,
};
