import type { CodConfirmationLabels } from '@shop/ui/CodConfirmation';

/**
 * Words of a cash-on-delivery order's confirmation: the panel the mailed link opens (/confirm-order/{token}),
 * which the order's own page shows too while the answer is awaited. All ours: the product brief says what the
 * page shows (number, date, items, the total to pay at the door, the city, never the address), not its words.
 */
export const codConfirmationCopy = {
  awaitingTitle: 'Confirm your order',
  awaitingMessage: (deadline) => `We pack it as soon as you confirm. Please answer by ${deadline}; an order not confirmed by then is cancelled.`,
  confirmedTitle: 'Order confirmed',
  confirmedMessage: (amount) => `Thank you. We’re packing it now; please keep ${amount} ready for the courier.`,
  cancelledTitle: 'Order cancelled',
  cancelledMessage: 'We won’t send it, and there is nothing to pay.',
  expiredTitle: 'Order cancelled: not confirmed in time',
  expiredMessage: (deadline) => `It wasn’t confirmed by ${deadline}, so we cancelled it. You are welcome to order again.`,
  orderNumber: (orderNumber) => `Order #${orderNumber}`,
  placedOn: (day) => `Placed on ${day}`,
  items: 'Items',
  quantity: (quantity) => `Qty: ${quantity}`,
  deliverTo: 'Delivering to',
  amountToPay: 'To pay at delivery',
  confirm: 'Confirm order',
  confirming: 'Confirming…',
  cancel: 'Cancel order',
  cancelQuestion: 'Cancel this order?',
  cancelConsequence: 'We won’t send it, and you won’t be asked to pay anything.',
  keepOrder: 'Keep order',
  cancelOrder: 'Yes, cancel order',
  cancelling: 'Cancelling…',
  failed: 'We couldn’t send your answer. Please check your connection and try again.',
} as const satisfies CodConfirmationLabels;

/** The page a confirmation link opens, around the panel. */
export const confirmOrderPageCopy = {
  title: 'Confirm your order',
  loading: 'Loading your order',
  loadFailed: 'We could not load your order just now. Please check your connection and try again.',
  retry: 'Try again',
  unknownLink: {
    title: 'This link doesn’t work',
    message:
      'It may be incomplete, or from an older e-mail. Open the link in the latest e-mail about your order, or sign in to see and confirm it under Your Orders.',
  },
  yourOrders: 'Go to Your Orders',
  shop: 'Continue shopping',
} as const;
