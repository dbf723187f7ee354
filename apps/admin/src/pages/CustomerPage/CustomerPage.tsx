import { useGetAdminCustomerQuery, type AdminCustomer } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { AddressCard } from '@shop/ui/AddressCard';
import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { OrderBadge } from '@shop/ui/OrderBadge';
import { PageHeader } from '@shop/ui/PageHeader';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { customersCopy } from '../../copy/customers';
import { ordersCopy } from '../../copy/orders';
import { orderTime } from '../../features/orders/orderText';
import { usePageTitle } from '../../features/page/usePageTitle';
import { CustomerActions } from './CustomerActions';
import { CustomerStatusText } from './CustomerStatusText';

const copy = customersCopy.detail;

/**
 * /admin/customers/:customerId: who they are, what they ordered and wrote, and the account's actions
 * (deactivate or reactivate, the DPDP data export and erasure). On a phone the actions come first.
 */
export function CustomerPage() {
  const id = Number(useParams().customerId);
  const isValidId = Number.isInteger(id) && id >= 1 && id <= 2147483647;
  const query = useGetAdminCustomerQuery({ customerId: id }, { skip: !isValidId });
  const customer = query.data;
  usePageTitle(customer ? customer.name : copy.notFound);
  const back = (
    <LinkButton href="/customers" variant="ghost">
      {copy.back}
    </LinkButton>
  );

  if (!isValidId || (query.isError && 'status' in query.error && query.error.status === 404)) {
    return <PageHeader title={copy.notFound} actions={back} />;
  }
  if (query.isError) {
    return (
      <Stack gap="6">
        <PageHeader title={customersCopy.list.title} actions={back} />
        <LoadFailed message={copy.loadFailed} onRetry={() => void query.refetch()} isRetrying={query.isFetching} retryLabel={copy.retry} />
      </Stack>
    );
  }
  if (!customer) return <Spinner label={copy.loading} />;
  return (
    <Stack gap="6">
      <PageHeader title={customer.name} intro={copy.joined(orderTime(customer.created_at))} actions={back} />
      <CustomerStatusText status={customer.status} isStaff={customer.is_staff} />
      {customer.erased_at && <Text tone="muted">{copy.erasedNote(orderTime(customer.erased_at))}</Text>}
      <Grid columns={{ mobile: 1, lg: 2 }} gap="6" alignItems="flex-start">
        <Stack gap="6">
          <CustomerActions customer={customer} />
          <Section title={copy.contact}>
            <Text>{customer.email}</Text>
            <Text tone={customer.phone ? 'default' : 'muted'}>{customer.phone ?? copy.noPhone}</Text>
          </Section>
          <Section title={copy.addresses}>
            {customer.addresses.length === 0 ? (
              <Text tone="muted">{copy.noAddresses}</Text>
            ) : (
              customer.addresses.map((address) => (
                <AddressCard
                  key={address.id}
                  fullName={address.full_name}
                  phone={address.phone}
                  addressLine1={address.address}
                  addressLine2={address.address_line2 || undefined}
                  city={address.city}
                  state={address.state}
                  zipCode={address.zip_code}
                  phoneLabel="Phone"
                  headingLevel={3}
                />
              ))
            )}
          </Section>
        </Stack>
        <Stack gap="6">
          <Orders customer={customer} />
          <Reviews customer={customer} />
        </Stack>
      </Grid>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = `customer-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Surface as="section" aria-labelledby={titleId}>
      <SectionHeader title={title} titleId={titleId} />
      {children}
    </Surface>
  );
}

function Orders({ customer }: { customer: AdminCustomer }) {
  return (
    <Section title={copy.orders}>
      {customer.orders.length === 0 ? (
        <Text tone="muted">{copy.noOrders}</Text>
      ) : (
        <Box as="ul" display="grid" gap="3" margin="0" padding="0">
          {customer.orders.map((order) => (
            <Stack as="li" key={order.id} gap="1">
              <Inline gap="3" align="space-between">
                <Link to={`/orders/${order.id}`}>{copy.orderLine(order.id, orderTime(order.created_at), order.item_count)}</Link>
                <Text as="span" weight="semibold">
                  {formatPaise(order.total_paise)}
                </Text>
              </Inline>
              <Inline gap="2">
                <OrderBadge kind="payment" status={order.payment_status} label={ordersCopy.payment[order.payment_status]} />
                <OrderBadge kind="delivery" status={order.delivery_status} label={ordersCopy.delivery[order.delivery_status]} />
              </Inline>
            </Stack>
          ))}
        </Box>
      )}
    </Section>
  );
}

function Reviews({ customer }: { customer: AdminCustomer }) {
  return (
    <Section title={copy.reviews}>
      {customer.reviews.length === 0 ? (
        <Text tone="muted">{copy.noReviews}</Text>
      ) : (
        <Box as="ul" display="grid" gap="4" margin="0" padding="0">
          {customer.reviews.map((review) => (
            <Stack as="li" key={review.id} gap="1">
              <Text weight="semibold">{review.product_title}</Text>
              <Text size="sm" tone="muted">
                {`${copy.rating(review.rating)} · ${review.status} · ${orderTime(review.created_at)}`}
              </Text>
              <Text>{review.review_text}</Text>
            </Stack>
          ))}
        </Box>
      )}
    </Section>
  );
}
