/**
 * The interface's words of /offers ('Offers & Promotions'). The offers themselves and their terms
 * are the shop's text, kept in the database and edited in the back-office (the API's 'offers'
 * policy page); the biggest discounts and the help band are the page's own.
 */
export const offersCopy = {
  // The product brief's name of the page (the drawer's link text).
  title: 'Offers & Promotions',
  // Ours: while the shop's own words about its offers load, or when they cannot.
  loading: 'Loading the offers…',
  loadFailed: 'The offers could not be loaded.',
  retry: 'Try again',

  // Ours: the sales the server prices now, each with its real end as a date and a time (never a countdown);
  // the section is left out while no sale is live.
  liveSales: {
    title: 'On sale now',
    intro: 'These prices hold until each sale ends, at the date and time shown.',
    ends: (end: string) => `Ends ${end}`,
    // A sale's discount, `amount` as "20%" or "₹200" (@shop/rules' saleDiscountText).
    off: (amount: string) => `${amount} off`,
  },

  // Standing prices below M.R.P., not a sale with an end: nothing here claims a deadline it does not have.
  flashSale: {
    title: 'Our biggest discounts off M.R.P.',
    intro: 'The products furthest below their M.R.P., biggest discount first. These are our everyday prices.',
    // Ours: the line above the grid, from the products themselves (never more than the truth).
    bestNow: (percent: number) => `Biggest discount right now: ${percent}% off`,
    // Ours: no product is discounted at the moment.
    none: 'No product is priced below its M.R.P. right now',
    noneHint: 'Every product is at its M.R.P. today; the cart shows what shipping costs before you pay.',
    viewAll: 'View All Products',
  },

  help: {
    title: 'Not sure what you need?',
    text: 'Tell us about your balcony, roof, ledge or warehouse and we will suggest the right spikes or net, and how much to order.',
    action: 'Contact us',
  },
} as const;

