import { adminApi, useGetAdminOrderQuery, type AdminOrder } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { AddressCard } from '@shop/ui/AddressCard';
import { AmountList } from '@shop/ui/AmountList';
import { Box } from '@shop/ui/Box';
import { EmptyState } from '@shop/ui/EmptyState';
import { Grid } from '@shop/ui/Grid';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { Link, useParams } from 'react-router-dom';
import { ordersCopy } from '../../copy/orders';
import { noPaymentText } from '../../features/orders/orderCash';
import { orderTime } from '../../features/orders/orderText';
import { usePageTitle } from '../../features/page/usePageTitle';
import { OrderDeliveryProblem } from './OrderDeliveryProblem';
import { OrderReturns } from './OrderReturns';
import { OrderDocuments } from './OrderDocuments';
import { OrderFulfilment } from './OrderFulfilment';
import { OrderMessages } from './OrderMessages';
import { OrderRefunds } from './OrderRefunds';
import { OrderSection as Section } from './OrderSection';
import { OrderStatus } from './OrderStatus';
import { OrderTimeline } from './OrderTimeline';

const copy = ordersCopy.detail;

/**
 * How often the page asks again while something settles elsewhere: a refund waiting for the provider's webhook
 * (Razorpay settles most within seconds to minutes), or a colleague's booking talking to the courier aggregator,
 * so staff see it settle without reloading.
 */
const SETTLING_RECHECK_MS = 5_000;

/**
 * /admin/orders/:orderId: one order, built for a packer with a phone in hand. Under the title, where the order
 * and its money stand; on a phone a failed delivery waiting for an answer comes first, then the next step (the shipment card of a booking, then the moves),
 * then what goes in the parcel and where it goes; on a desktop the customer, payments, timeline and the WhatsApp and SMS
 * messages sent about it sit beside them.
 */
export function OrderPage() {
  const id = Number(useParams().orderId);
  const isValidId = Number.isInteger(id) && id >= 1 && id <= 2147483647;
  usePageTitle(isValidId ? copy.title(id) : copy.notFound);
  const cached = adminApi.endpoints.getAdminOrder.useQueryState({ id }, { skip: !isValidId });
  const refundPending = cached.data?.refunds.some((refund) => refund.status === 'pending') ?? false;
  const colleagueBooking = cached.data?.booking?.status === 'booking' && cached.data.booking.error === null;
  const query = useGetAdminOrderQuery(
    { id },
    { skip: !isValidId, pollingInterval: refundPending || colleagueBooking ? SETTLING_RECHECK_MS : 0, skipPollingIfUnfocused: true },
  );
  const back = (
    <LinkButton href="/orders" variant="ghost">
      {copy.back}
    </LinkButton>
  );

  if (!isValidId || (query.isError && 'status' in query.error && query.error.status === 404)) {
    return (
      <Stack gap="6">
        <PageHeader title={copy.notFound} actions={back} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="6">
        <PageHeader title={copy.title(id)} actions={back} />
        <LoadFailed message={copy.loadFailed} onRetry={() => void query.refetch()} isRetrying={query.isFetching} retryLabel={copy.retry} />
      </Stack>
    );
  }
  const order = query.data;
  return (
    <Stack gap="6">
      <PageHeader
        title={copy.title(id)}
        intro={order ? [copy.placed(orderTime(order.created_at)), ...(order.quote_number ? [copy.fromQuote(order.quote_number)] : [])].join(' · ') : undefined}
        actions={back}
      />
      {!order ? (
        <Spinner label={copy.loading} />
      ) : (
        <>
          <OrderStatus order={order} />
          <Grid columns={{ mobile: 1, lg: 2 }} gap="6" alignItems="flex-start">
            <Stack gap="6">
              <OrderDeliveryProblem order={order} />
              <OrderReturns order={order} />
              <OrderFulfilment order={order} />
              <Items order={order} />
              <Section title={copy.address}>
                <AddressCard
                  fullName={order.address.full_name}
                  phone={order.address.phone}
                  addressLine1={order.address.address}
                  addressLine2={order.address.address_line2 || undefined}
                  city={order.address.city}
                  state={order.address.state}
                  zipCode={order.address.zip_code}
                  phoneLabel="Phone"
                  headingLevel={3}
                />
              </Section>
              {order.shipment && !order.booking && <Shipment shipment={order.shipment} />}
            </Stack>
            <Stack gap="6">
              <Section title={copy.customer}>
                <Text>{order.customer.name}</Text>
                <Text>
                  <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
                </Text>
                {order.customer.phone && (
                  <Text>
                    <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>
                  </Text>
                )}
                {order.gstin && order.business_name && (
                  <>
                    <Text weight="semibold">{order.business_name}</Text>
                    <Text>{copy.business(order.gstin)}</Text>
                  </>
                )}
              </Section>
              <Payments order={order} />
              <OrderRefunds order={order} />
              <OrderDocuments order={order} />
              <OrderTimeline order={order} />
              <OrderMessages orderId={order.id} />
              <OtherOrders order={order} />
            </Stack>
          </Grid>
        </>
      )}
    </Stack>
  );
}

function Items({ order }: { order: AdminOrder }) {
  return (
    <Section title={copy.items}>
      <Box as="ul" display="grid" gap="3" margin="0" padding="0">
        {order.items.map((item) => (
          <Inline as="li" key={item.id} gap="3" align="space-between" alignY="center">
            <Stack gap="0.5">
              {/* The name includes the variant's label; the SKU is what the packer finds on the shelf. */}
              <Text weight="semibold">{item.product_name}</Text>
              {item.sku && <Text size="sm">{copy.sku(item.sku)}</Text>}
              <Text size="sm" tone="muted">
                {copy.quantity(item.quantity, formatPaise(item.unit_price_paise))}
              </Text>
            </Stack>
            <Text weight="semibold">{formatPaise(item.line_total_paise)}</Text>
          </Inline>
        ))}
      </Box>
      <AmountList
        isSeparated
        rows={[
          { label: copy.amounts.subtotal, amount: formatPaise(order.subtotal_paise) },
          ...(order.discount_paise > 0 ? [{ label: copy.amounts.coupon(order.coupon_code ?? ''), amount: formatPaise(-order.discount_paise) }] : []),
          // A paid site survey's fee the order took off its goods (decision 062), named by the fee's invoice.
          ...(order.survey_credit ? [{ label: copy.amounts.surveyCredit(order.survey_credit.booking_id, order.survey_credit.invoice_number), amount: formatPaise(-order.survey_credit.amount_paise) }] : []),
          { label: copy.amounts.shipping, amount: order.shipping_paise === 0 ? copy.amounts.free : formatPaise(order.shipping_paise) },
          ...(order.cod_fee_paise > 0 ? [{ label: copy.amounts.codFee, amount: formatPaise(order.cod_fee_paise) }] : []),
        ]}
        total={{ label: copy.amounts.total, amount: formatPaise(order.total_paise) }}
      />
    </Section>
  );
}

function Shipment({ shipment }: { shipment: NonNullable<AdminOrder['shipment']> }) {
  return (
    <Section title={copy.shipment}>
      <Box as="dl" display="grid" gridTemplateColumns="auto-main" columnGap="4" rowGap="1" margin="0">
        <Text as="dt" weight="semibold">
          {copy.courier}
        </Text>
        <Text as="dd">{shipment.courier}</Text>
        <Text as="dt" weight="semibold">
          {copy.trackingNumber}
        </Text>
        <Text as="dd" wrap="breakWord">
          {shipment.tracking_number}
        </Text>
        {shipment.tracking_url && (
          <>
            <Text as="dt" weight="semibold">
              {copy.trackingPage}
            </Text>
            <Text as="dd" wrap="breakWord">
              <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                {shipment.tracking_url}
              </a>
            </Text>
          </>
        )}
      </Box>
    </Section>
  );
}

function Payments({ order }: { order: AdminOrder }) {
  return (
    <Section title={copy.payments}>
      {order.payments.length === 0 ? (
        <Text tone="muted">{noPaymentText(order)}</Text>
      ) : (
        <Box as="ul" display="grid" gap="2" margin="0" padding="0">
          {order.payments.map((payment) => (
            <Stack as="li" key={payment.id} gap="0.5">
              <Text weight="semibold">{`${copy.paymentAttempt(copy.providers[payment.provider], payment.status)} · ${formatPaise(payment.amount_paise)}`}</Text>
              <Text size="sm" tone="muted" wrap="breakWord">
                {[payment.provider_payment_id, payment.method, payment.error, orderTime(payment.created_at)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          ))}
        </Box>
      )}
    </Section>
  );
}

function OtherOrders({ order }: { order: AdminOrder }) {
  return (
    <Section title={copy.otherOrders}>
      {order.other_orders.length === 0 ? (
        <EmptyState size="compact" headingLevel={3} title={copy.noOtherOrders} />
      ) : (
        <Box as="ul" display="grid" gap="2" margin="0" padding="0">
          {order.other_orders.map((other) => (
            <Inline as="li" key={other.id} gap="3" align="space-between">
              <Link to={`/orders/${other.id}`}>{ordersCopy.list.orderNumber(other.id)}</Link>
              <Text as="span" tone="muted">
                {`${orderTime(other.created_at)} · ${formatPaise(other.total_paise)} · ${ordersCopy.delivery[other.delivery_status]}`}
              </Text>
            </Inline>
          ))}
        </Box>
      )}
    </Section>
  );
}
