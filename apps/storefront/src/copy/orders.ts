/**
 * Words of the order list (/orders) and the order detail (/order-detail/{encryptedId}). Quoted
 * strings from the product brief are exact, typos included; the rest is marked as ours.
 */
export const ordersCopy = {
  list: {
    title: 'Your Orders',
    // Ours: the line under the title.
    intro: 'Follow your deliveries, see each order and review what you received.',
    loginPrompt: 'Please login to view your orders',
    // Ours: the way to do that.
    login: 'Login',
    loading: 'Loading your orders',
    errorPrefix: 'Error: ',
    fetchFailed: 'Failed to fetch orders',
    retry: 'Try again',
    empty: 'No orders found',
    emptyHint: "Looks like you haven't placed any orders yet.",
    // Ours: the empty state's way out.
    browse: 'View All Products',
    orderNumber: (id: number) => `Order #${id}`,
    quantity: (quantity: number) => `Qty: ${quantity}`,
    // Ours: an order of several products says so under the first one's name.
    moreItems: (count: number) => (count === 1 ? '+ 1 more item' : `+ ${count} more items`),
    // Ours: spoken before the date and the total.
    placedOn: 'Placed on',
    total: 'Total',
    viewDetails: 'View Details',
    track: 'Track',
    // Ours: a cash-on-delivery order waiting for the customer's answer.
    confirmBy: (deadline: string) => `Please confirm by ${deadline}`,
    confirm: 'Confirm order',
  },

  // Delivery and payment badges (the product brief's words; the others are ours).
  badges: {
    delivered: 'Delivered',
    deliveryPending: 'Delivery Pending',
    cancelled: 'Cancelled',
    paid: 'Paid',
    paymentPending: 'Payment Pending',
    paymentFailed: 'Payment Failed',
    refunded: 'Refunded',
    partiallyRefunded: 'Partially refunded',
  },

  detail: {
    // Ours: the page's title and its trail (the order number follows it).
    title: 'Order Details',
    breadcrumbs: { label: 'Breadcrumbs', home: 'Home', orders: 'Your Orders' },
    orderNumber: 'Order number',
    loading: 'Loading your order',
    invalidId: 'Invalid order ID.',
    notFound: 'Order not found.',
    fetchFailed: 'Failed to fetch order details.',
    // Ours: the ways back.
    backToOrders: 'Back to Your Orders',
    retry: 'Try again',

    // Ours: headings and column names.
    products: 'Products',
    product: 'Product',
    unitPrice: 'Unit price',
    quantity: 'Quantity',
    lineTotal: 'Total',
    total: 'Order Total',
    addReview: 'Add Review',
    // Ours: the pack's declarations as sold (lines ordered before declarations have none).
    declared: (netQuantity: string | null, origin: string | null) =>
      [netQuantity && `Net quantity ${netQuantity}`, origin && `Country of origin ${origin}`].filter(Boolean).join(' · '),
    addReviewLabel: (name: string) => `Add Review for ${name}`,

    orderInformation: 'Order Information',
    orderId: 'Order ID',
    date: 'Order Date',
    paymentMethod: 'Payment Method',
    // Ours: the provider the order's payment went through, as the API names it.
    paymentProvider: { razorpay: 'Razorpay', demo: 'Demo payment (no money taken)', cash_on_delivery: 'Cash on delivery', bank_transfer: 'Bank transfer or UPI' },
    paymentStatus: 'Payment',
    // Ours: the business a GST invoice is made out to, when the customer bought for one.
    billedTo: 'GST invoice to',
    business: (name: string, gstin: string) => `${name} (GSTIN ${gstin})`,
    // Ours: the coupon's discount among the amounts, taken off the lines' totals.
    coupon: (code: string) => `Coupon ${code}`,
    // Ours: a paid site survey's fee the order took off its products (decision 062).
    surveyCredit: (surveyId: number) => `Site survey fee adjusted (survey #${surveyId})`,
    shipping: 'Shipping',
    freeShipping: 'Free',
    // Ours: a cash-on-delivery order's fee among the amounts, and where its confirmation stands.
    codFee: 'Cash on delivery fee',
    confirmation: 'Confirmation',
    confirmBy: 'Confirm by',
    confirmationStatus: {
      confirmed: 'Confirmed',
      cancelled: 'Cancelled',
      expired: 'Not confirmed in time',
    },
    // Ours: the tax invoice of a paid order.
    downloadInvoice: 'Download invoice',
    invoiceDownloading: 'Downloading invoice',
    invoiceFailed: 'The invoice could not be downloaded. Please try again.',
    // Ours: an accepted quotation waiting for its bank transfer has a proforma invoice to pay against.
    downloadProforma: 'Download the proforma invoice',
    proformaDownloading: 'Downloading the proforma invoice',
    proformaFailed: 'The proforma invoice could not be downloaded. Please try again.',
    // Ours: each credit note against the invoice (a refund's, or a returned cash-on-delivery parcel's), by its number.
    downloadCreditNote: (number: string) => `Download credit note ${number}`,
    creditNoteDownloading: 'Downloading credit note',
    creditNoteFailed: 'The credit note could not be downloaded. Please try again.',
    // Ours: refunds of the order, with where each stands.
    refunds: 'Refunds',
    refundStatus: { pending: 'On its way', processed: 'Refunded', failed: 'Not refunded: we will contact you' },

    shippingAddress: 'Shipping Address',
    noAddress: 'No address provided.',
    phone: 'Phone',

    deliveryStatus: 'Delivery Status',
    orderPlaced: 'Order Placed',
    // Ours: the timeline's hidden state words.
    completed: 'Completed',
    upcoming: 'Upcoming',

    // Ours: the shipment, once the shop has handed the parcel to a courier.
    shipment: 'Shipment',
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    trackParcel: 'Track your parcel',
    opensInNewTab: '(opens the courier’s site in a new tab)',

    contact: 'Any Issues? Contact Us',
    // Ours: the grievance desk (Consumer Protection (E-Commerce) Rules, 2020), with this order chosen.
    complaint: 'File a complaint about this order',
  },
} as const;
