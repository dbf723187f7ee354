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

  // Ours: WhatsApp or SMS updates about the order (the choices' own words are the design system's).
  messaging: {
    title: 'Order updates',
    channels: { whatsapp: 'WhatsApp', sms: 'SMS' },
    and: ' and ',
    alreadyChosen: (channels: string, lastDigits: string) => `Updates about this order go by ${channels} to your number ending ${lastDigits}.`,
    // The saved number is not confirmed yet: nothing goes to it until it is.
    alreadyChosenUnproved: (channels: string, lastDigits: string) =>
      `Updates about this order will go by ${channels} to your number ending ${lastDigits} once you confirm it in your account; until then we e-mail you.`,
    // Under the number once a box is ticked: a number is confirmed before anything is sent to it (decision 037).
    mobileDescription: "We'll send updates to this number once you confirm it in your account, and e-mail you meanwhile; if it replied STOP to us, we send nothing there until it sends START.",
    change: 'Change in your account',
    mobileMissing: 'Enter the mobile number for WhatsApp or SMS updates, or untick them.',
  },

  // Ours: a business buyer's GSTIN for a GST invoice (the refusals' words are @shop/rules', as the server's).
  business: {
    title: 'GST invoice',
    toggle: 'Buying for a business? Add your GSTIN for a GST invoice',
    toggleDescription: 'Factories, temples, warehouses and shops can claim input tax credit with it.',
    gstin: 'GSTIN',
    gstinDescription: '15 characters, as on your GST registration certificate.',
    businessName: 'Business name',
    businessNameDescription: 'As registered for this GSTIN. We print both on your tax invoice.',
    blank: 'Enter the GSTIN and business name, or untick “Buying for a business?”.',
  },

  // Ours: the courier's answer for the chosen address (the checkout's quote).
  delivery: {
    title: 'Delivery',
    choose: 'Choose a delivery address to see when your order arrives and how you can pay.',
    loading: 'Checking delivery and payment options',
    failed: 'We could not check delivery and payment options just now. You can still pay online.',
    retry: 'Try again',
    deliverBy: (day: string) => `Delivery by ${day}`,
    courier: (courier: string) => `Shipped by ${courier}`,
    deliverable: 'We deliver to this address.',
    unknown: 'We can’t confirm the delivery date right now. You can still place your order.',
    // The API's words for an order to such an address, under `address`.
    notServiceable: "We can't deliver to this PIN code yet",
    notServiceableHint: 'Please choose or add an address with another PIN code.',
  },

  // The payment choice: the product brief names the two ways "Online payment" and "Cash on delivery"; the rest is ours.
  payment: {
    label: 'Payment method',
    online: 'Online payment',
    // No provider named: the choice comes before the server says which provider takes the payment (the demo shop has its own).
    onlineDescription: 'UPI, cards, netbanking and wallets, paid now in a secure payment window.',
    cashOnDelivery: 'Cash on delivery',
    cashOnDeliveryDescription: 'Pay in cash or by UPI when your order arrives. We’ll e-mail you a link to confirm the order first.',
    // Ours: offered only on an accepted quotation the shop allows to be paid so.
    bankTransfer: 'Bank transfer or UPI',
    bankTransferDescription: 'Pay from your bank account or UPI app against a proforma invoice; we dispatch once the money reaches us.',
    fee: 'cash on delivery fee',
    noFee: 'No extra charge',
    reasons: {
      switched_off: 'Cash on delivery is not offered just now. Please pay online.',
      not_serviceable: 'No courier collects cash at this PIN code. Please pay online.',
      over_limit: (limit: string | null) =>
        limit ? `Cash on delivery is available for orders of up to ${limit}. Please pay online, or split the order.` : 'This order is over the limit for cash on delivery. Please pay online.',
      refused_before: 'Cash on delivery isn’t available on your account because an earlier parcel came back to us undelivered. Please pay online.',
      carrier_unknown: 'We can’t confirm cash on delivery for this PIN code right now. Please pay online, or try again in a few minutes.',
    },
  },

  summary: {
    // Ours: the summary's heading and each line's quantity.
    title: 'Order Summary',
    quantity: (quantity: number) => `Qty: ${quantity}`,
    itemsSubtotal: 'Items Subtotal',
    shipping: 'Shipping',
    // Ours: a shipping fee of nothing.
    freeShipping: 'Free',
    amountToPay: 'Amount to be paid',
    // Ours: the fee's line while cash on delivery is chosen.
    codFee: 'Cash on delivery fee',
    // Ours: a paid site survey's fee taken off the goods (decision 062), its line and the sentence under the amounts.
    surveyCredit: (surveyId: number) => `Site survey fee adjusted (survey #${surveyId})`,
    surveyCreditNote: (fee: string, invoiceNumber: string | null) =>
      `The ${fee} you paid for your site survey${invoiceNumber ? ` (invoice ${invoiceNumber})` : ''} is taken off the products in this order. Shipping and fees are not.`,
    proceed: 'Proceed to Pay',
    // Ours: with cash on delivery nothing is paid now; the button says what it does.
    placeOrder: 'Place order',
    // Ours: the button while the order is made and the payment opens.
    processing: 'Processing…',
    // Ours: under the button.
    secureNote: 'Your order is confirmed only once our server has verified the payment.',
    // Ours: under the button while cash on delivery is chosen.
    codNote: 'You pay the courier when the parcel arrives. We pack your order once you confirm it with the link we e-mail you.',
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
  // Ours: a cash-on-delivery order is placed; the order's page asks for the confirmation.
  codPlaced: 'Order placed. Confirm your order to have it packed; we have also e-mailed you the link.',
  // Ours: an accepted quotation ordered to be paid by bank transfer or UPI.
  transferPlaced: 'Order placed. Pay by bank transfer or UPI with the details below; we have also e-mailed them to you.',
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
