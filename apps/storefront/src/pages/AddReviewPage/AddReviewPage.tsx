import { errorStatus, useGetOrderQuery, useGetProductQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { EmptyState } from '@shop/ui/EmptyState';
import { Grid } from '@shop/ui/Grid';
import { StarLineIcon } from '@shop/ui/Icon';
import { LinkButton } from '@shop/ui/LinkButton';
import { useParams } from 'react-router-dom';
import { ordersCopy } from '../../copy/orders';
import { productCopy } from '../../copy/product';
import { reviewsCopy } from '../../copy/reviews';
import { isDelivered } from '../../features/orders/orderStatus';
import { useProfile } from '../../features/session';
import { AccountPageFrame } from '../account/AccountPageFrame';
import * as styles from './AddReviewPage.css';
import { ReviewForm } from './ReviewForm';
import { ReviewedProduct } from './ReviewedProduct';

const copy = reviewsCopy.write;

/** A path id: a whole number from 1, else null. */
const pathId = (value: string | undefined) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

/**
 * /add-review/{orderId}/{productId}, 'Write a Review': the product and its order, the stars and the
 * text. 'Loading...' until the order and the product are both loaded. Only a delivered order of
 * the customer's own, holding this product, can be reviewed here (the server checks it again).
 */
export function AddReviewPage() {
  const params = useParams();
  const orderId = pathId(params.orderId);
  const productId = pathId(params.productId);
  // The product brief's page also fetches the profile; its id goes with the review.
  const { profile } = useProfile();
  const order = useGetOrderQuery({ id: orderId ?? 0 }, { skip: orderId === null });
  const product = useGetProductQuery({ slugOrId: String(productId ?? 0) }, { skip: productId === null });
  const line = order.data?.items.find((item) => item.product === productId);

  let content;
  if (orderId === null || productId === null || (!order.data && errorStatus(order.error) === 404)) {
    content = <Problem title={copy.notFound} />;
  } else if (!order.data && order.error) {
    content = <Problem title={ordersCopy.detail.fetchFailed} />;
  } else if (!product.data && product.error) {
    content = <Problem title={errorStatus(product.error) === 404 ? productCopy.notFound.title : productCopy.failed.title} />;
  } else if (!order.data || !product.data) {
    content = (
      <Box as="p" paddingY="10" textAlign="center" color="muted" role="status">
        {copy.loading}
      </Box>
    );
  } else if (!line) {
    content = <Problem title={copy.notInOrder} />;
  } else if (!isDelivered(order.data)) {
    content = <Problem title={copy.notDelivered} />;
  } else {
    content = (
      <Grid
        columns={{ mobile: 1, lg: 'wide-nav-main' }}
        gap={{ mobile: '5', lg: '6' }}
        alignItems="flex-start"
        className={styles.layout}
      >
        <ReviewedProduct product={product.data} order={order.data} />
        <ReviewForm orderId={order.data.id} productId={product.data.id} userId={profile?.id} />
      </Grid>
    );
  }

  return <AccountPageFrame title={copy.title}>{content}</AccountPageFrame>;
}

function Problem({ title }: { title: string }) {
  return (
    <div role="alert">
      <EmptyState title={title} icon={<StarLineIcon />} action={<LinkButton href="/orders">{copy.backToOrders}</LinkButton>} />
    </div>
  );
}
