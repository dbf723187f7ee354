import type { Product, ProductVariant } from '@shop/api-client';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VARIANT_PARAM } from '@shop/rules';
import { useSearchParam } from '../../../shared/servedSearch';

export interface VariantChoice {
  /** The variants to choose between, default first; empty for a product with nothing to choose. */
  variants: readonly ProductVariant[];
  /**
   * The variant the page shows and sells; undefined when there is nothing to choose, and the product's own
   * price, M.R.P. and stock (its only variant's) are what the page shows.
   */
  chosen: ProductVariant | undefined;
  choose: (id: number) => void;
}

const NOTHING_TO_CHOOSE: readonly ProductVariant[] = [];

/** The variant the parameter names, else the default (the first): for none, and for an id the product does not have (any more). */
function chosenVariant(variants: readonly ProductVariant[], param: string | null): ProductVariant | undefined {
  return variants.find((variant) => String(variant.id) === param) ?? variants[0];
}

/**
 * The product page's choice of variant, kept in its address (`?variant=31`), so a shared link, a reload and
 * the server's render show the one chosen. Choosing replaces the history entry (Back leaves the product rather
 * than undoing a choice) and keeps the scroll position; as only the query string changes, the route loader
 * does not show (`onPathChange` in app/routeLoader.ts).
 */
export function useVariantChoice(product: Product): VariantChoice {
  const param = useSearchParam(VARIANT_PARAM);
  const [, setParams] = useSearchParams();
  const variants = product.variants && product.variants.length > 1 ? product.variants : NOTHING_TO_CHOOSE;
  const choose = useCallback(
    (id: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(VARIANT_PARAM, String(id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { variants, chosen: chosenVariant(variants, param), choose };
}
