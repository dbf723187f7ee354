import type { Product, ProductTextField } from '@shop/api-client';

/**
 * The language of one of a product's texts where it is not the page's: English, on a Hindi page, for a text staff
 * have not translated yet (the API lists those). A screen reader then reads it as English rather than as Hindi.
 */
export function textLanguageOf(product: Pick<Product, 'untranslated_fields'>, field: ProductTextField): 'en' | undefined {
  return product.untranslated_fields?.includes(field) ? 'en' : undefined;
}
