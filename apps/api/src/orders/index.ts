/**
 * Orders' public face: the order record and its states as customers and staff see them, settling and reconciling
 * its payment, delivery steps, cash on delivery's confirmation, ledger and remittance, the limits on ordering,
 * and the sweeps of unpaid and unconfirmed orders, as the rest of the API uses them. Everything else in this
 * folder is its own business.
 */
export { listAdminOrders, summaryColumns, toSummary } from './admin-orders';
export { COD_LINKS_PER_CLIENT, answerCodConfirmationByLink, answerCodConfirmationByReply, answerOwnCodConfirmation, codConfirmationByLink } from './cod-confirmation';
export type { ConfirmationContext } from './cod-confirmation';
export { OUTSTANDING, TO_COLLECT, codLedger } from './cod-ledger';
export { recordCodRemittance } from './cod-remittance';
export { newConfirmationToken } from './cod-token';
export { getCustomerOrder, listCustomerOrders } from './customer-orders';
export { MAY_GO_OUT, allowedMoves, changeDeliveryStatus } from './delivery';
export type { DeliveryMove, MoveTarget } from './delivery';
export { expireCodConfirmations } from './expire-cod-confirmations';
export { expireUnpaidOrders } from './expire-unpaid';
export { expireUnpaidTransfers } from './expire-transfers';
export { bankDetails, payableBankDetails, updateBankDetails } from './bank-details';
export { assertWithinOrderLimit } from './order-limit';
export { installationOrder } from './installation-order';
export { orderOwner } from './order-owner';
export { shipToOf, shipmentOf } from './order-view';
export { orderReadyToShip } from './ready-to-ship';
export { reconcilePendingPayments } from './reconcile-payments';
export { recordTransferPayment } from './record-transfer';
export { completePayment, failPayment } from './settle-payment';
export type { SettleContext, SettleOutcome } from './settle-payment';
export { lockStockRows } from './stock';
export { taxDocumentsOf } from './tax-documents';
export { DEFAULT_UNPAID_ORDER_LIMITS, assertWithinUnpaidLimits } from './unpaid-limits';
export type { UnpaidOrderLimits } from './unpaid-limits';
export { PAYMENT_MESSAGES, verifyPayment } from './verify-payment';
