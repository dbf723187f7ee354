/**
 * Words of the checkout (/checkout) and its payment step. Quoted strings from the product brief are
 * exact, typos included; the rest is marked as ours.
 */
export const checkoutCopy = {
  // Ours: the page's title and the line under it.
  title: 'Checkout',
  intro: 'Choose where to deliver, check your order and pay securely.',
  breadcrumbs: { label: 'Breadcrumbs', home: 'Home', cart: 'Cart' },

  address: {
    // Ours: the group's label, its states and the address card's hidden words.
    title: 'Delivery address',
    choose: 'Choose a saved address',
    addNew: 'Add New Address',
    loading: 'Loading your addresses',
    loadFailed: 'We could not load your addresses just now.',
    retry: 'Try again',
    none: 'You have no saved addresses yet. Add the address where we should deliver.',
    phone: 'Phone',
    select: 'Please select a delivery address',
  },

  summary: {
    // Ours: the summary's heading and each line's quantity.
    title: 'Order Summary',
    quantity: (quantity: number) => `Qty: ${quantity}`,
    itemsSubtotal: 'Items Subtotal',
    shipping: 'Shipping',
    amountToPay: 'Amount to be paid',
    proceed: 'Proceed to Pay',
    // Ours: the button while the order is made and the payment opens.
    processing: 'Processing…',
    // Ours: under the button.
    secureNote: 'Your order is confirmed only once our server has verified the payment.',
    editCart: 'Edit cart',
  },

  // Ours: the checkout with an empty cart.
  empty: {
    title: 'Your cart is empty',
    message: 'Please add items to cart first',
    browse: 'View All Products',
  },

  orderFailed: 'Failed to create order',
  // Ours: the reason the server gave, after the product brief's words.
  orderFailedBecause: (reason: string) => `Failed to create order: ${reason}`,
  paymentSuccessful: 'Payment successful!',
  verificationFailed: 'Payment verification failed',
  paymentFailed: 'Payment failed. Please try again.',
  noToken: 'No access token found',
  // Ours: Razorpay's Checkout could not be loaded (offline, blocked).
  providerUnavailable: 'The payment window could not be opened. Please check your internet connection and try again.',

  razorpay: {
    shopName: 'BirdShield India',
    description: (orderId: number) => `Order #${orderId}`,
  },

  // Ours: the in-app stand-in for Razorpay when the shop runs without payment keys.
  demo: {
    title: 'Demo payment',
    amount: 'Amount',
    order: 'Order',
    orderNumber: (id: number) => `#${id}`,
    explanation:
      'This shop is running in demo mode: no payment provider is connected, so no money moves and no card or UPI details are asked for.',
    choice: 'Choose how this payment should end, to see what the shop does in each case.',
    payNow: 'Pay now',
    paying: 'Paying…',
    fail: 'Fail payment',
    failing: 'Failing…',
    close: 'Close',
    cancelledCode: 'PAYMENT_CANCELLED',
    cancelledDescription: 'The shopper chose "Fail payment" in the demo payment dialog.',
  },
} as const;
