/** The ways an order may be paid, by the name the checkout or a quote's acceptance sends (`payment_method`). */
import type { PaymentMethod } from '../../../db/tables/values';
import type { PaymentGateway } from '../../../payments';
import { bankTransfer } from './bank-transfer';
import { cashOnDelivery } from './cash-on-delivery';
import { onlinePayment } from './online';
import type { PaymentMethodPort } from './payment-method';

export type { PlacedOrder } from './payment-method';

export function paymentMethods({ gateway, siteUrl }: { gateway: PaymentGateway; siteUrl: string }): Record<PaymentMethod, PaymentMethodPort> {
  return { online: onlinePayment(gateway), cash_on_delivery: cashOnDelivery(siteUrl), bank_transfer: bankTransfer() };
}
