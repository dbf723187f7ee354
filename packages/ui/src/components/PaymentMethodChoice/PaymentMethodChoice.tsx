import { formatRupees } from '@shop/rules/money';
import { useId, type ReactNode } from 'react';
import { Radio, RadioGroup, type RadioGroupProps } from '../RadioGroup';
import * as styles from './PaymentMethodChoice.css';

/**
 * How the shopper pays: online before shipping (Razorpay), in cash to the courier at the door, or (a business
 * buyer the shop allows) by bank transfer or UPI against a proforma invoice.
 */
export type PaymentMethod = 'online' | 'cash_on_delivery' | 'bank_transfer';

/**
 * Why cash on delivery is not offered: the shop has switched it off; no courier collects cash at the
 * pincode; the order is over the limit; the shopper refused a delivery before; the courier service could
 * not be asked just now.
 */
export type CodUnavailableReason = 'switched_off' | 'not_serviceable' | 'over_limit' | 'refused_before' | 'carrier_unknown';

/** Cash on delivery for this order: offered with its fee (in rupees), or not, with the reason. */
export type CashOnDeliveryOffer =
  | { isAvailable: true; fee: number }
  | { isAvailable: false; reason: CodUnavailableReason; /** The largest order total payable on delivery, in rupees. */ limit?: number };

/** The words of the choice, in the shop's language. */
export interface PaymentMethodLabels {
  online: string;
  onlineDescription: string;
  cashOnDelivery: string;
  cashOnDeliveryDescription: string;
  bankTransfer: string;
  bankTransferDescription: string;
  /** Follows the fee's amount: "+₹49 cash on delivery fee". */
  fee: string;
  /** Cash on delivery without a fee. */
  noFee: string;
  reasons: {
    switched_off: string;
    not_serviceable: string;
    /** Given the limit as "₹10,000", or null when it is not known. */
    over_limit: (limit: string | null) => string;
    refused_before: string;
    carrier_unknown: string;
  };
}

const defaultLabels: PaymentMethodLabels = {
  online: 'Pay online',
  onlineDescription: 'UPI, cards, netbanking and wallets, paid now in a secure payment window.',
  cashOnDelivery: 'Cash on delivery',
  cashOnDeliveryDescription: 'Pay in cash or by UPI when your order arrives.',
  bankTransfer: 'Bank transfer or UPI',
  bankTransferDescription: 'Pay from your bank account against a proforma invoice; we dispatch once the money reaches us.',
  fee: 'cash on delivery fee',
  noFee: 'No extra charge',
  reasons: {
    switched_off: 'Cash on delivery is switched off for now. Please pay online.',
    not_serviceable: 'No courier collects cash at this pincode.',
    over_limit: (limit) =>
      limit ? `Cash on delivery is available for orders up to ${limit}.` : 'This order is over the limit for cash on delivery.',
    refused_before: 'Cash on delivery isn’t available on your account because an earlier order was refused at delivery.',
    carrier_unknown: 'We can’t confirm cash on delivery for this pincode right now.',
  },
};

export interface PaymentMethodChoiceProps
  extends Omit<RadioGroupProps, 'label' | 'children' | 'variant' | 'orientation' | 'value' | 'defaultValue' | 'onChange'> {
  /** Cash on delivery for this order and pincode: its fee, or why it is not offered. */
  cashOnDelivery: CashOnDeliveryOffer;
  /** Offers paying by bank transfer or UPI, as a third option; only where the shop allows this buyer to. */
  offersBankTransfer?: boolean;
  /** The chosen method (controlled); `null` for none yet. */
  value?: PaymentMethod | null;
  defaultValue?: PaymentMethod | null;
  onChange?: (method: PaymentMethod) => void;
  /** The question; names the group. */
  label?: string;
  /** Words of the options; each one left out keeps its English default (`reasons` merge one by one). */
  labels?: Partial<Omit<PaymentMethodLabels, 'reasons'>> & { reasons?: Partial<PaymentMethodLabels['reasons']> };
}

/**
 * Checkout's payment step: pay online, or cash on delivery with its fee; for an accepted quotation the shop allows
 * so, a third way, bank transfer or UPI. When cash on delivery is not
 * offered its option stays in view, disabled, with the plain reason as its description. A disabled radio
 * cannot be reached with Tab or the arrow keys, so the reason also describes "Pay online", where focus
 * lands. A RadioGroup of cards: one Tab stop, arrow keys choose.
 */
export function PaymentMethodChoice({ cashOnDelivery, offersBankTransfer = false, label = 'Payment method', labels, onChange, ...props }: PaymentMethodChoiceProps) {
  const words: PaymentMethodLabels = { ...defaultLabels, ...labels, reasons: { ...defaultLabels.reasons, ...labels?.reasons } };
  const reason = cashOnDelivery.isAvailable ? null : reasonText(cashOnDelivery, words);
  const reasonId = useId();
  return (
    <RadioGroup {...props} label={label} variant="card" onChange={(value) => onChange?.(value as PaymentMethod)}>
      <Radio value="online" description={words.onlineDescription} aria-describedby={reason === null ? undefined : reasonId}>
        {words.online}
      </Radio>
      <Radio
        value="cash_on_delivery"
        isDisabled={!cashOnDelivery.isAvailable}
        description={
          cashOnDelivery.isAvailable ? (
            <span className={styles.lines}>
              <span>{words.cashOnDeliveryDescription}</span>{' '}
              <span>
                {cashOnDelivery.fee > 0 ? (
                  <>
                    <span className={styles.amount}>+{formatRupees(cashOnDelivery.fee)}</span> {words.fee}
                  </>
                ) : (
                  words.noFee
                )}
              </span>
            </span>
          ) : (
            <span id={reasonId}>{reason}</span>
          )
        }
      >
        {words.cashOnDelivery}
      </Radio>
      {offersBankTransfer && (
        <Radio value="bank_transfer" description={words.bankTransferDescription}>
          {words.bankTransfer}
        </Radio>
      )}
    </RadioGroup>
  );
}

function reasonText(offer: Extract<CashOnDeliveryOffer, { isAvailable: false }>, words: PaymentMethodLabels): ReactNode {
  if (offer.reason === 'over_limit') return words.reasons.over_limit(offer.limit === undefined ? null : formatRupees(offer.limit));
  return words.reasons[offer.reason];
}
