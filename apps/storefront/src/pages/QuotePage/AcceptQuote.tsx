import { errorStatus, useAcceptQuoteMutation, type OrderCreated, type Schema, type ShopApiError } from '@shop/api-client';
import { shownDetail, shownFieldLines } from '../../features/errors';
import { formatPaise, SIGN_IN_PATH } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Checkbox } from '@shop/ui/Checkbox';
import { Heading } from '@shop/ui/Heading';
import { PaymentMethodChoice, type PaymentMethod } from '@shop/ui/PaymentMethodChoice';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkoutCopy } from '../../copy/checkout';
import { quoteCopy } from '../../copy/quotes';
import { orderDetailPath } from '../../features/orders/orderLink';
import { useOrderPayment } from '../../features/payments/useOrderPayment';
import { useSession } from '../../features/session';
import { signInStateFor } from '../../features/session/guardedPaths';
import { DemoPaymentDialog } from '../CheckoutPage/DemoPaymentDialog';
import { TransferInstructions } from './TransferInstructions';

const copy = quoteCopy.accept;

/** No fee on delivery: the quotation is the price (decision 053, "Acceptance"); a refusal comes from the API. */
const NO_FEE = { isAvailable: true, fee: 0 } as const;

/**
 * "Accept and order" under a quotation the buyer may still accept: what will be ordered and its total (less their
 * paid survey fee, when the API says it comes off), how to pay,
 * and a confirmation ticked before the order is made. The order is the API's (acceptQuote), paid as the
 * checkout's (useOrderPayment), or by bank transfer where the owner allows it (then where to pay, and the proforma
 * invoice, replace the form); a refusal (expired, superseded, out of stock, cash on delivery not allowed) is
 * shown here in the API's words with what to do next.
 */
export function AcceptQuote({ quote, token, onReload }: { quote: Schema<'Quote'>; token: string; onReload: () => void }) {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [acceptQuote] = useAcceptQuoteMutation();
  const [method, setMethod] = useState<PaymentMethod>('online');
  const [isConfirmed, setConfirmed] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; isStale: boolean } | null>(null);
  const [transferOrder, setTransferOrder] = useState<OrderCreated | null>(null);
  const outcomes = useMemo(
    () => ({
      onPaid: () => void navigate('/orders'),
      onCashOnDelivery: (order: OrderCreated) => void navigate(orderDetailPath(order.id)),
      onBankTransfer: setTransferOrder,
    }),
    [navigate],
  );
  const payment = useOrderPayment(undefined, outcomes);
  const { quotation } = quote;
  // The buyer's paid survey fee the order takes off (the API's figure, as the checkout shows its own).
  const credit = quote.survey_credit ?? null;
  // Accepting refetches the quote, which then reads `accepted`: the section stays while its order is being paid,
  // or the payment's dialog would go with it.
  const isPaying = payment.phase !== 'idle' || payment.demoOrder !== null;
  // Ordered to be paid by transfer: where to pay stays in view after the quote reads `accepted`.
  if (transferOrder?.bank_transfer) return <TransferInstructions orderId={transferOrder.id} transfer={transferOrder.bank_transfer} />;
  if (!quotation || (quote.status !== 'quoted' && !isPaying)) return null;

  const toPay = formatPaise(quotation.total_paise - (credit?.amount_paise ?? 0));

  const accept = async () => {
    if (payment.phase !== 'idle') return;
    setRefusal(null);
    payment.setPhase('creating');
    let order: OrderCreated;
    try {
      order = await acceptQuote({ number: quote.number, quoteAcceptance: { revision: quotation.revision, payment_method: method, token } }).unwrap();
    } catch (thrown) {
      payment.setPhase('idle');
      const error = thrown as ShopApiError;
      if (errorStatus(error) === 401) return;
      const reasons = shownFieldLines(error).map((line) => line.replace(/^[^:]+: /, ''));
      setRefusal({ message: reasons.join(' ') || shownDetail(error) || copy.failed, isStale: errorStatus(error) === 409 });
      return;
    }
    await payment.pay(order);
  };

  return (
    <Surface as="section" aria-labelledby="accept-quote">
      <Box display="grid" gap="4">
        <Heading level={2} id="accept-quote">
          {copy.heading}
        </Heading>
        <Text leading="body">{copy.summary(quotation.lines.length, formatPaise(quotation.total_paise), `${quote.site_address}, ${quote.site_pincode}`)}</Text>
        {credit && <Text leading="body">{copy.surveyCredit(credit.booking_id, formatPaise(credit.amount_paise), credit.invoice_number, toPay)}</Text>}
        {isSignedIn ? (
          <>
            <PaymentMethodChoice
              label={checkoutCopy.payment.label}
              labels={checkoutCopy.payment}
              cashOnDelivery={NO_FEE}
              offersBankTransfer={quote.bank_transfer_allowed === true}
              value={method}
              onChange={setMethod}
            />
            <Checkbox isSelected={isConfirmed} onChange={setConfirmed}>
              {copy.confirm(quotation.revision, toPay)}
            </Checkbox>
            {refusal && (
              <Box role="alert" display="grid" gap="2">
                <Text tone="critical">{refusal.message}</Text>
                {refusal.isStale && (
                  <Box>
                    <Button variant="secondary" size="sm" onPress={onReload}>
                      {copy.reload}
                    </Button>
                  </Box>
                )}
              </Box>
            )}
            <Box>
              <Button onPress={() => void accept()} isDisabled={!isConfirmed} isPending={payment.phase !== 'idle'}>
                {(method === 'bank_transfer' ? copy.buttonByTransfer : copy.button)(toPay)}
              </Button>
            </Box>
          </>
        ) : (
          <Box display="grid" gap="2">
            <Text tone="muted">{copy.signInFirst}</Text>
            <Box>
              <Button variant="secondary" onPress={() => void navigate(SIGN_IN_PATH, { state: signInStateFor(location) })}>
                {copy.signIn}
              </Button>
            </Box>
          </Box>
        )}
      </Box>
      <DemoPaymentDialog order={payment.demoOrder} onSettle={payment.settle} onClose={payment.closeDemo} />
    </Surface>
  );
}
