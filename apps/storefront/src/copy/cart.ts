/**
 * Words of the cart (/cart). Quoted strings from the product brief are exact, typos included; the
 * rest is marked as ours.
 */
export const cartCopy = {
  // Ours: the page's title and its count.
  title: 'Your Cart',
  count: (units: number) => (units === 1 ? '1 item' : `${units} items`),

  empty: 'No Items in Cart',
  // Ours: under the empty state.
  emptyHint: 'Bird spikes, nets and monkey spikes you add will wait here until you check out.',
  browse: 'View All Products',

  // Ours: names of the table's columns (the product brief lists what they hold) and of its controls.
  table: {
    label: 'Products in your cart',
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price',
    subtotal: 'Subtotal',
    remove: 'Remove',
  },
  // Ours: a line's name where the product and its variant are named together (the stepper, the remove button,
  // the toast), as the shop's orders name it ("Bird Spikes – Pack of 20 (6 m)"); a product alone without one.
  lineName: (title: string, variantLabel: string) => (variantLabel ? `${title} – ${variantLabel}` : title),
  quantityLabel: (title: string) => `Quantity of ${title}`,
  removeLabel: (title: string) => `Remove ${title} from cart`,
  // Ours: the toast after a line is removed.
  removed: (title: string) => `${title} removed from your cart.`,
  // Ours: per-unit price on the phone cards.
  each: (price: string) => `${price} each`,
  // Ours: under a line the shop priced at a price break by quantity, with what it saved on the line.
  tierSaving: (minQuantity: number, saving: string) => `${minQuantity}+ price: you save ${saving}`,

  summary: {
    // Ours: the summary's heading.
    title: 'Order Summary',
    addMore: 'Add more products',
    subtotal: 'Subtotal',
    shippingFee: 'Shipping Fee',
    // Ours: no fee to pay; how much more ships the cart free.
    freeShipping: 'Free',
    freeShippingShortfall: (amount: string) => `Add ${amount} more for free shipping`,
    totalPayable: 'Total Payable',
    checkout: 'Checkout',
    enterPincodeFirst: 'Enter Pincode first',
    // Ours: the link to ask for a quotation for these lines. Here, not with the quote pages' words, so that the cart
    // loads none of those.
    requestQuote: 'Need more than 20 packs, or fitting? Request a quote',
  },

  // Ours: the amounts of the cart and the checkout while the shop first adds them up, and when it could not.
  price: {
    pending: '…',
    failed: 'We could not add up your cart just now. Please try again.',
    retry: 'Try again',
  },

  pincode: {
    // Ours: the box's label, its help, the button and the failed lookup.
    label: 'Delivery pincode',
    hint: 'Check that we deliver to you before checking out.',
    check: 'Check',
    checking: 'Checking…',
    valid: 'Pincode validated',
    invalid: 'Please Enter a Valid Pincode Please',
    failed: 'We could not check the pincode just now. Please try again.',
    // Ours: where a valid pincode is.
    deliversTo: (district: string, state: string) => `Delivering to ${district}, ${state}`,
    // Ours: a real pincode no courier serves, which Checkout cannot go on with.
    notServiceable: 'Sorry, we can’t deliver to this pincode yet. Try another pincode to check out.',
  },

  // The product brief's alert when Checkout is pressed with nothing to pay for.
  nothingToPay: {
    title: 'Your cart is empty',
    message: 'Please add items to cart first',
    ok: 'OK',
  },
} as const;
