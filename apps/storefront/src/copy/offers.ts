/**
 * Words of /offers ('Offers & Promotions'). The product brief names the page and the three offers
 * the announcement bar advertises (free shipping on orders above ₹999, a flash sale of up to 50%
 * off, secure online payments); all other wording is ours. Every promise here is one the shop keeps:
 * discounts are already in the prices, so there are no coupon codes, and the terms match /terms and
 * /return-policy.
 */
export const offersCopy = {
  // The product brief's name of the page (the drawer's link text).
  title: 'Offers & Promotions',
  // Ours.
  intro:
    'Every saving on this page is already in the price you see: no coupon codes, no sign-up needed. Here is what you get when you shop with BirdShield India today.',

  // Ours: the three standing offers, after the announcement bar's headlines.
  highlights: {
    label: 'Our current offers',
    items: [
      {
        icon: 'truck',
        title: 'Free shipping on orders above ₹999',
        text: 'Orders above ₹999 ship free, anywhere in India. Any shipping charge on a smaller order is shown in your cart and at checkout before you pay.',
        link: { href: '/terms', label: 'Read our terms of sale' },
      },
      {
        icon: 'tag',
        title: 'Flash sale: up to 50% off',
        text: 'Spikes, nets, accessories and monkey spikes marked down from their M.R.P. The discount is already in the price shown on each product.',
        link: { href: '#flash-sale', label: "See today's biggest discounts" },
      },
      {
        icon: 'lock',
        title: 'Secure online payments',
        text: "Pay by credit or debit card or UPI in Razorpay's secure payment window. Your card and UPI details go straight to Razorpay; we never see or store them.",
        link: { href: '/privacy-policy', label: 'How we protect your data' },
      },
    ],
  },

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

  terms: {
    title: 'Good to know',
    items: [
      'Offers and discounts can change or end at any time without notice. The price that applies to your order is the one shown when you place it.',
      'The price shown on a product and in your cart is final: any discount is already included, and there is no code to enter at checkout.',
      'Free shipping applies to orders above ₹999 delivered within India.',
    ],
    // The last term, with a link to the return policy in its middle.
    returns: {
      before: 'Products bought on offer can be returned like any other, as our ',
      link: 'Return & Refund Policy',
      after: ' explains: request a return by e-mail within 7 days of delivery.',
    },
  },

  help: {
    title: 'Not sure what you need?',
    text: 'Tell us about your balcony, roof, ledge or warehouse and we will suggest the right spikes or net, and how much to order.',
    action: 'Contact us',
  },
} as const;

