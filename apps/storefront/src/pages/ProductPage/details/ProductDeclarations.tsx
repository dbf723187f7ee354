import type { Product, ProductVariant } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { formatRupees, madeMonthText } from '@shop/rules';
import { productCopy } from '../../../copy/product';
import * as styles from './ProductDeclarations.css';

const copy = productCopy.declarations;

/**
 * What the Legal Metrology (Packaged Commodities) Rules ask the shop to show before a purchase, for the pack
 * chosen: its generic name, net quantity, M.R.P., month of manufacture, country of origin, maker and consumer
 * care. Plain text in the first HTML, right below the buttons; a declaration staff have not completed reads as such.
 */
export function ProductDeclarations({ product, variant }: { product: Product; variant: ProductVariant | undefined }) {
  const declared = product.declarations;
  if (!declared) return null;
  const pack = variant ?? product.variants?.[0];
  const maker = declared.maker;
  const care = declared.consumer_care;
  const rows: [string, string][] = [
    [copy.genericName, declared.generic_name ?? copy.notGiven],
    [copy.netQuantity, pack?.net_quantity ?? copy.notGiven],
    [copy.mrp, copy.mrpValue(formatRupees((pack ?? product).max_price))],
    [copy.madeMonth, madeMonthText(pack?.made_month ?? null)],
    [copy.countryOfOrigin, declared.country_of_origin?.name ?? copy.notGiven],
    [maker ? (copy.maker[maker.kind] ?? copy.maker.manufacturer!) : copy.maker.manufacturer!, maker ? `${maker.name}, ${maker.address}` : copy.notGiven],
    [copy.consumerCare, care ? `${care.name}, ${care.address}. ${care.phone}, ${care.email}` : copy.notGiven],
  ];
  return (
    <Box as="section" display="grid" gap="2" aria-labelledby="product-declarations">
      <Heading level={2} size="md" id="product-declarations">
        {copy.heading}
      </Heading>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Box>
  );
}
