import { useGetProductQuery } from '@shop/api-client';
import { Container } from '@shop/ui/Container';
import { useParams } from 'react-router-dom';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { productCopy } from '../../copy/product';
import { productLoadError } from './productLoadError';
import { ProductPageSkeleton } from './ProductPageSkeleton';
import { ProductUnavailable } from './ProductUnavailable';
import { ProductView } from './ProductView';

/**
 * /products/{slug}: one product with its pictures, price, purchase buttons, details and reviews.
 * The product's own title, summary and first picture go into the document head.
 */
export function ProductPage() {
  const { slug = '' } = useParams();
  const query = useGetProductQuery({ slugOrId: slug });
  // A product from an earlier slug is not shown while the new one loads.
  const product = query.currentData;
  // The error stays while a retry runs, so the message (with its pending button) stays too.
  const failure = !product && query.error ? productLoadError(query.error) : undefined;

  useDocumentMetadata(
    product
      ? { title: product.title, description: product.short_desc, image: product.image1 }
      : failure === 'not-found' && { title: productCopy.notFound.title, noindex: true },
  );

  let content;
  if (product) content = <ProductView product={product} />;
  else if (failure) content = <ProductUnavailable reason={failure} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  else content = <ProductPageSkeleton />;

  return (
    <Container display="grid" gap={{ mobile: '6', md: '10' }} paddingY={{ mobile: '4', md: '6' }}>
      {content}
    </Container>
  );
}
