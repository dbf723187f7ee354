import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { PaymentMethodChoice, type CashOnDeliveryOffer, type PaymentMethod } from '@shop/ui/PaymentMethodChoice';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { checkoutCopy } from '../../copy/checkout';
import { QuotedDelivery } from './QuotedDelivery';
import type { CheckoutQuote } from './useCheckoutQuote';

const copy = checkoutCopy;

export interface PaymentStepProps {
  quote: CheckoutQuote;
  /** Cash on delivery as the quote offers it; undefined without a quote. */
  offer: CashOnDeliveryOffer | undefined;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  /** Why the server refused the chosen method, shown at the choice. */
  error: string | undefined;
  onRetry: () => void;
}

/**
 * Above the amounts: when the order arrives at the chosen address, and how to pay (online, or cash on delivery
 * with its fee or the reason it is not offered), from the checkout's quote. Before an address is chosen it says
 * what the choice will bring; a quote that failed can be asked again, and online payment still works meanwhile.
 * The delivery line is a live region that stays in the page, so the date that follows choosing an address (or
 * that no courier goes there) is announced.
 */
export function PaymentStep({ quote, offer, method, onMethodChange, error, onRetry }: PaymentStepProps) {
  return (
    <Box display="grid" gap="4">
      <div role="status">
        {quote.phase === 'none' && (
          <Text size="sm" tone="muted" leading="body">
            {copy.delivery.choose}
          </Text>
        )}
        {quote.phase === 'loading' && <Spinner label={copy.delivery.loading} isLabelVisible size="sm" />}
        {quote.phase === 'ready' && <QuotedDelivery delivery={quote.quote.delivery} />}
      </div>
      {quote.phase === 'failed' && (
        <Box display="grid" justifyItems="start" gap="2" role="alert">
          <Text size="sm" tone="muted" leading="body">
            {quote.detail ?? copy.delivery.failed}
          </Text>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {copy.delivery.retry}
          </Button>
        </Box>
      )}
      {quote.phase === 'ready' && offer && quote.quote.delivery.status !== 'not_serviceable' && (
        <PaymentMethodChoice
          label={copy.payment.label}
          labels={copy.payment}
          cashOnDelivery={offer}
          value={method}
          onChange={onMethodChange}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      )}
    </Box>
  );
}
