import type { Order } from '@shop/api-client';
import { formatRupees, paiseToRupees, WITH_PAISE } from '@shop/rules';
import { AmountList } from '@shop/ui/AmountList';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { StarLineIcon } from '@shop/ui/Icon';
import { LinkButton } from '@shop/ui/LinkButton';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { ordersCopy } from '../../copy/orders';
import { isDelivered } from '../../features/orders/orderStatus';
import * as styles from './OrderDetailPage.css';

const copy = ordersCopy.detail;
const rupees = (amount: number) => formatRupees(amount, 'symbol', WITH_PAISE);

/**
 * The order's products: picture, name, unit price × quantity, line total (before a coupon); 'Add Review' once
 * delivered. Then the coupon's discount, the shipping fee and a cash-on-delivery order's fee, which its total
 * includes, and the total.
 */
export function OrderProducts({ order }: { order: Order }) {
  const titleId = useId();
  const canReview = isDelivered(order);
  return (
    <Surface as="section" aria-labelledby={titleId}>
      <Heading level={2} size="lg" id={titleId}>
        {copy.products}
      </Heading>
      <Box as="ul" display="grid" role="list">
        {order.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <ProductThumb src={item.product_image} size="md" />
            <Box display="grid" gap="1" minWidth="0">
              <Text as="span" weight="semibold" leading="snug" wrap="breakWord">
                {item.product_name}
              </Text>
              <Text as="span" size="sm" tone="muted" tabularNums>
                <span className={visuallyHidden}>{copy.unitPrice}: </span>
                {formatRupees(item.product_price, 'symbol', WITH_PAISE)} × {item.quantity}
                <span className={visuallyHidden}> ({copy.quantity})</span>
              </Text>
              {(item.net_quantity || item.country_of_origin) && (
                <Text as="span" size="sm" tone="muted">
                  {copy.declared(item.net_quantity ?? null, item.country_of_origin ?? null)}
                </Text>
              )}
            </Box>
            <Text as="span" weight="semibold" tabularNums className={styles.itemTotal}>
              <span className={visuallyHidden}>{copy.lineTotal}: </span>
              {formatRupees(item.item_total, 'symbol', WITH_PAISE)}
            </Text>
            {/* A quotation's service line (fitting, a survey) has no product to review. */}
            {canReview && item.product !== null && (
              <LinkButton href={`/add-review/${order.id}/${item.product}`} variant="secondary" size="sm" className={styles.review}>
                <StarLineIcon />
                {copy.addReview}
                <span className={visuallyHidden}> {item.product_name}</span>
              </LinkButton>
            )}
          </li>
        ))}
      </Box>
      <AmountList
        isSeparated
        rows={[
          ...(order.coupon_code && order.discount_amount > 0 ? [{ label: copy.coupon(order.coupon_code), amount: rupees(-order.discount_amount) }] : []),
          ...(order.survey_credit ? [{ label: copy.surveyCredit(order.survey_credit.booking_id), amount: rupees(-paiseToRupees(order.survey_credit.amount_paise)) }] : []),
          { label: copy.shipping, amount: order.shipping_amount > 0 ? rupees(order.shipping_amount) : copy.freeShipping },
          ...(order.cod_fee_amount > 0 ? [{ label: copy.codFee, amount: rupees(order.cod_fee_amount) }] : []),
        ]}
        total={{ label: copy.total, amount: rupees(order.total_amount) }}
      />
    </Surface>
  );
}
