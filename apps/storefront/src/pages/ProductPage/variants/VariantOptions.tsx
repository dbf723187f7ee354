import type { ProductVariant } from '@shop/api-client';
import { VariantPicker } from '@shop/ui/VariantPicker';
import { productCopy } from '../../../copy/product';
import { textLanguageOf } from '../../../shared/textLanguage';

export interface VariantOptionsProps {
  variants: readonly ProductVariant[];
  /** The chosen variant's id. */
  value: number;
  onChange: (id: number) => void;
}

/**
 * The product's variants as the design system's cards: each with its price against the M.R.P. and its stock,
 * all read as the card's name. One out of stock stays in view, disabled, and says so.
 */
export function VariantOptions({ variants, value, onChange }: VariantOptionsProps) {
  return (
    <VariantPicker
      label={productCopy.variantChoice}
      variants={variants.map((variant) => ({
        id: String(variant.id),
        label: variant.label,
        labelLang: textLanguageOf(variant, 'label'),
        price: variant.price,
        maxPrice: variant.max_price,
        stockNote: variant.in_stock ? productCopy.inStock : productCopy.outOfStock,
        isUnavailable: !variant.in_stock,
      }))}
      value={String(value)}
      onChange={(id) => onChange(Number(id))}
      priceLabel={productCopy.priceLabel}
      maxPriceLabel={productCopy.maxPriceLabel}
      formatPercentOff={productCopy.percentOff}
    />
  );
}
