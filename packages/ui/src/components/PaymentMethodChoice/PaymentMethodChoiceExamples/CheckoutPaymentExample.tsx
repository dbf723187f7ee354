import { formatRupees } from '@shop/rules/money';
import { useState } from 'react';
import { AmountList } from '../../AmountList';
import { Button } from '../../Button';
import { Stack } from '../../Stack';
import { PaymentMethodChoice, type CashOnDeliveryOffer, type PaymentMethod } from '../PaymentMethodChoice';

export interface CheckoutPaymentExampleProps {
  cashOnDelivery: CashOnDeliveryOffer;
  subtotal: number;
  shipping: number;
  onPlaceOrder?: (method: PaymentMethod) => void;
}

/**
 * Checkout's payment step as a page composes it: the choice, then the amounts, whose total takes the
 * cash on delivery fee while that method is chosen, and the button that says what happens next.
 * Stories only.
 */
export function CheckoutPaymentExample({ cashOnDelivery, subtotal, shipping, onPlaceOrder }: CheckoutPaymentExampleProps) {
  const [method, setMethod] = useState<PaymentMethod>('online');
  const fee = method === 'cash_on_delivery' && cashOnDelivery.isAvailable ? cashOnDelivery.fee : 0;
  return (
    <Stack gap="5">
      <PaymentMethodChoice cashOnDelivery={cashOnDelivery} value={method} onChange={setMethod} />
      <AmountList
        isSeparated
        rows={[
          { label: 'Subtotal', amount: formatRupees(subtotal) },
          { label: 'Shipping', amount: formatRupees(shipping) },
          ...(fee > 0 ? [{ label: 'Cash on delivery fee', amount: formatRupees(fee) }] : []),
        ]}
        total={{ label: method === 'cash_on_delivery' ? 'To pay at delivery' : 'Total payable', amount: formatRupees(subtotal + shipping + fee) }}
      />
      <Button size="lg" isFullWidth onPress={() => onPlaceOrder?.(method)}>
        {method === 'cash_on_delivery' ? 'Place order' : 'Proceed to pay'}
      </Button>
    </Stack>
  );
}
