import type { CartPrice, QuoteOrderApiResponse } from '@shop/api-client';
import { paiseToRupees } from '@shop/rules';
import type { CashOnDeliveryOffer, PaymentMethod as ChosenMethod } from '@shop/ui/PaymentMethodChoice';
import type { PaymentMethod } from './checkoutAttempt';

type Quote = QuoteOrderApiResponse;

/** The quote's cash on delivery as the payment choice shows it: its fee, or why not, with the limit in rupees. */
export function cashOnDeliveryOffer(quote: Pick<Quote, 'cash_on_delivery'>): CashOnDeliveryOffer {
  const cod = quote.cash_on_delivery;
  if (cod.available) return { isAvailable: true, fee: paiseToRupees(cod.fee_paise) };
  // A refusal without a reason is not one the contract allows; the courier not answering is the mildest.
  return { isAvailable: false, reason: cod.reason ?? 'carrier_unknown', limit: paiseToRupees(cod.max_order_paise) };
}

/**
 * The method the order goes with: the one chosen, unless the quote does not offer cash on delivery. A checkout
 * never offers a bank transfer (only an accepted quotation may), so the choice's third method goes online too.
 */
export function methodOffered(chosen: ChosenMethod, offer: CashOnDeliveryOffer | undefined): PaymentMethod {
  return chosen === 'cash_on_delivery' && offer?.isAvailable ? 'cash_on_delivery' : 'online';
}

/** The summary's amounts in rupees. */
export interface CheckoutAmounts {
  subtotal: number;
  /** What the coupon takes off the goods; 0 without one. */
  discount: number;
  /** A paid site survey's fee the order takes off the goods after the coupon, and whose; null without one. */
  surveyCredit: { amount: number; surveyId: number; invoiceNumber: string | null } | null;
  shipping: number;
  /** 0 unless paid on delivery. */
  codFee: number;
  total: number;
}

/**
 * The checkout's amounts, all the server's: its quote once there is one (its coupon's discount and the customer's
 * survey fee off the goods, with the cash on delivery fee while that is the method), else the cart's price, which the quote replaces as
 * soon as an address is chosen; none while neither has answered.
 */
export function checkoutAmounts(quote: Quote | undefined, cart: CartPrice | undefined, method: PaymentMethod): CheckoutAmounts | undefined {
  if (!quote) {
    if (!cart) return undefined;
    return {
      subtotal: paiseToRupees(cart.subtotal_paise),
      discount: paiseToRupees(cart.discount_paise),
      surveyCredit: null,
      shipping: paiseToRupees(cart.shipping_paise),
      codFee: 0,
      total: paiseToRupees(cart.total_paise),
    };
  }
  const codFeePaise = method === 'cash_on_delivery' && quote.cash_on_delivery.available ? quote.cash_on_delivery.fee_paise : 0;
  // An older server answers no survey credit: nothing comes off.
  const credit = quote.survey_credit ?? null;
  const creditPaise = credit?.amount_paise ?? 0;
  return {
    subtotal: paiseToRupees(quote.subtotal_paise),
    discount: paiseToRupees(quote.discount_paise),
    surveyCredit: credit && { amount: paiseToRupees(creditPaise), surveyId: credit.booking_id, invoiceNumber: credit.invoice_number },
    shipping: paiseToRupees(quote.shipping_paise),
    codFee: paiseToRupees(codFeePaise),
    total: paiseToRupees(quote.subtotal_paise - quote.discount_paise - creditPaise + quote.shipping_paise + codFeePaise),
  };
}
