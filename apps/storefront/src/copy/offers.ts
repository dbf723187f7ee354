/**
 * The interface's words of /offers ('Offers & Promotions'). The offers themselves and their terms
 * are the shop's text, kept in the database and edited in the back-office (the API's 'offers'
 * policy page); the flash sale and the help band are the page's own.
 */
export const offersCopy = {
  // The product brief's name of the page (the drawer's link text).
  title: 'Offers & Promotions',
  // Ours: while the shop's own words about its offers load, or when they cannot.
  loading: 'Loading the offers…',
  loadFailed: 'The offers could not be loaded.',
  retry: 'Try again',

  flashSale: {
    title: "Flash sale: today's biggest discounts",
    intro: 'The products with the largest discount on their M.R.P. right now, biggest first. Prices can change when a sale ends.',
    // Ours: the line above the grid, from the products themselves (never more than the truth).
    bestNow: (percent: number) => `Biggest discount right now: ${percent}% off`,
    // Ours: no product is discounted at the moment.
    none: 'No products are on sale right now',
    noneHint: 'Our sales come round often. Meanwhile, free shipping above ₹999 still applies to the whole range.',
    viewAll: 'View All Products',
  },

  help: {
    title: 'Not sure what you need?',
    text: 'Tell us about your balcony, roof, ledge or warehouse and we will suggest the right spikes or net, and how much to order.',
    action: 'Contact us',
  },
} as const;

