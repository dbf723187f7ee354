import type { Product, ProductVariant } from '@shop/api-client';
import { ProductDetails, type ProductDetail } from '@shop/ui/ProductDetails';
import { formatRupees, madeMonthText } from '@shop/rules';
import { productCopy } from '../../../copy/product';

const copy = productCopy.declarations;

/**
 * What the Legal Metrology (Packaged Commodities) Rules ask the shop to show before a purchase, for the pack
 * chosen: its generic name, net quantity, M.R.P., month of manufacture, country of origin, maker and consumer
 * care. Plain text in the first HTML, right below the buttons; a declaration staff have not completed reads as such.
 */
export function ProductDeclarations({ product, variant }: { product: Product; variant: ProductVariant | undefined }) {
  const details = declaredDetails(product, variant);
  return details && <ProductDetails heading={copy.heading} details={details} />;
}

/** The answer's declarations as the list's terms and values; null for an answer without them (an older server). */
function declaredDetails(product: Product, variant: ProductVariant | undefined): ProductDetail[] | null {
  const declared = product.declarations;
  if (!declared) return null;
  const pack = variant ?? product.variants?.[0];
  const maker = declared.maker;
  const care = declared.consumer_care;
  return [
    { term: copy.genericName, value: declared.generic_name ?? copy.notGiven },
    { term: copy.netQuantity, value: pack?.net_quantity ?? copy.notGiven },
    { term: copy.mrp, value: copy.mrpValue(formatRupees((pack ?? product).max_price)) },
    { term: copy.madeMonth, value: madeMonthText(pack?.made_month ?? null, copy.madeMonthWords) },
    { term: copy.countryOfOrigin, value: declared.country_of_origin?.name ?? copy.notGiven },
    { term: maker ? (copy.maker[maker.kind] ?? copy.maker.manufacturer!) : copy.maker.manufacturer!, value: maker ? `${maker.name}, ${maker.address}` : copy.notGiven },
    { term: copy.consumerCare, value: care ? `${care.name}, ${care.address}. ${care.phone}, ${care.email}` : copy.notGiven },
  ];
}
