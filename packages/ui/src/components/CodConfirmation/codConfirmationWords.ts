/** The words of the panel, in the shop's language. Functions are given the formatted day, time or amount. */
export interface CodConfirmationLabels {
  awaitingTitle: string;
  awaitingMessage: (deadline: string) => string;
  confirmedTitle: string;
  confirmedMessage: (amount: string) => string;
  cancelledTitle: string;
  cancelledMessage: string;
  expiredTitle: string;
  expiredMessage: (deadline: string) => string;
  orderNumber: (orderNumber: string) => string;
  placedOn: (day: string) => string;
  /** Names the list of items for screen readers. */
  items: string;
  quantity: (quantity: number) => string;
  deliverTo: string;
  amountToPay: string;
  confirm: string;
  confirming: string;
  cancel: string;
  cancelQuestion: string;
  cancelConsequence: string;
  keepOrder: string;
  cancelOrder: string;
  cancelling: string;
  failed: string;
}

/** The panel's words when the page gives none; the shop's own may replace them (UiWordsProvider). */
export const codConfirmationWords: CodConfirmationLabels = {
  awaitingTitle: 'Please confirm your order',
  awaitingMessage: (deadline) => `We’ll pack it as soon as you confirm. Please answer by ${deadline}, or the order will be cancelled.`,
  confirmedTitle: 'Order confirmed',
  confirmedMessage: (amount) => `Thank you. We’re packing it now; please keep ${amount} ready for the courier.`,
  cancelledTitle: 'Order cancelled',
  cancelledMessage: 'We won’t send it, and there is nothing to pay.',
  expiredTitle: 'Order cancelled: not confirmed in time',
  expiredMessage: (deadline) => `It wasn’t confirmed by ${deadline}, so we cancelled it. You are welcome to order again.`,
  orderNumber: (orderNumber) => `Order #${orderNumber}`,
  placedOn: (day) => `Placed on ${day}`,
  items: 'Items',
  quantity: (quantity) => `Qty ${quantity}`,
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
};
