import type { Order, Product } from '@shop/api-client';
import { formatRupees } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { Text } from '@shop/ui/Text';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { ordersCopy } from '../../copy/orders';
import { reviewsCopy } from '../../copy/reviews';
import { formatOrderDate } from '../../features/orders/orderDate';
import * as styles from './AddReviewPage.css';

/** What is being reviewed: the product's picture, title and price, and the order it came in. */
export function ReviewedProduct({ product, order }: { product: Product; order: Order }) {
  return (
    <Grid
      as="section"
      columns={{ mobile: 'auto-main', lg: 1 }}
      gap="4"
      alignItems="flex-start"
      justifyItems={{ lg: 'start' }}
      padding="5"
      background="surface"
      border="default"
      borderRadius="lg"
      boxShadow="sm"
      aria-label={product.title}
    >
      <ProductThumb src={product.image1} size="lg" />
      <Box display="grid" gap="1" minWidth="0">
        <Heading level={2} size="lg" className={styles.productTitle}>
          {product.title}
        </Heading>
        <Text weight="semibold" tone="default">
          {formatRupees(product.price)}
        </Text>
        <Text size="sm" tone="muted">
          <span>{ordersCopy.list.orderNumber(order.id)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={order.order_date}>{reviewsCopy.write.orderedOn(formatOrderDate(order.order_date))}</time>
        </Text>
      </Box>
    </Grid>
  );
}
