import { asProductList, useListProductsQuery, type Product } from '@shop/api-client';
import { saleDiscountText, saleEndText } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { ProductGrid } from '../../components/ProductGrid';
import { offersCopy } from '../../copy/offers';
import { discountOf, productsInSale, useLiveSales, type LiveSale } from '../../features/site/liveSales';
import { figurePill } from './figurePill.css';
import { LANGUAGE } from '../../shared/language';

const copy = offersCopy.liveSales;

/**
 * 'On sale now': each sale the server prices now, with its discount, its real end and its products; nothing
 * at all outside a sale. The products come from the same list answer as the biggest discounts below.
 */
export function LiveSales() {
  const headingId = useId();
  const sales = useLiveSales();
  const query = useListProductsQuery({});
  // A list that failed to load is offered again by the biggest discounts, with its retry.
  const products = query.isError ? [] : asProductList(query.data);
  if (sales.length === 0) return null;

  return (
    <Box as="section" aria-labelledby={headingId} display="grid" gap={{ mobile: '6', md: '8' }}>
      <Stack gap="1">
        <Heading level={2} id={headingId} size={{ mobile: 'xl', md: '2xl' }}>
          {copy.title}
        </Heading>
        <Text tone="muted" leading="body" measure="intro">
          {copy.intro}
        </Text>
      </Stack>
      {sales.map((sale, position) => (
        <SaleProducts
          key={sale.id}
          sale={sale}
          products={products && productsInSale(products, sale)}
          // The first sale's first row is in the first screenful; the photos of later sales can wait.
          priorityImageCount={position === 0 ? 4 : 0}
        />
      ))}
    </Box>
  );
}

interface SaleProductsProps {
  sale: LiveSale;
  /** Undefined while the list loads. */
  products: readonly Product[] | undefined;
  priorityImageCount: number;
}

/** One sale: its name and end, the discount beside them from 768 px, then its products (skeletons while they load). */
function SaleProducts({ sale, products, priorityImageCount }: SaleProductsProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} display="grid" gap="4">
      <Box display="grid" gridTemplateColumns={{ md: 'main-auto' }} gap={{ mobile: '2', md: '6' }} alignItems="flex-end">
        <Stack gap="1">
          <Heading level={3} id={headingId} size="lg">
            {sale.name}
          </Heading>
          <Text tone="muted">{copy.ends(saleEndText(sale.ends_at, LANGUAGE.code))}</Text>
        </Stack>
        <Text size="sm" weight="bold" tone="default" className={figurePill}>
          {saleDiscountText(discountOf(sale), copy)}
        </Text>
      </Box>
      {products?.length !== 0 && (
        <ProductGrid
          products={products}
          labelledBy={headingId}
          headingLevel={4}
          skeletonCount={4}
          priorityImageCount={priorityImageCount}
        />
      )}
    </Box>
  );
}
