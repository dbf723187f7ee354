/**
 * Refunds' public face: starting, sending and settling a refund of a paid order or of a survey's paid fee, and what an order has paid,
 * as the rest of the API uses them. Everything else in this folder is its own business.
 */
export { isPaidOrder, netPaidPaise } from './paid-figures';
export { leftToRefund, refundsOf, reserveBookingRefund, reserveRefund, sendRefund, sendUnsentRefunds, settleRefund, startRefund } from './refunds';
export type { RefundContext, RefundSettleOutcome } from './refunds';
