import type { AdminSale } from '@shop/api-client/admin';

export interface SaleCoverWords {
  products: (count: number) => string;
  unknownCategory: string;
}

/**
 * What a sale puts on sale, in a few words for a list: "3 products, Bird Nets, Bird Spikes". Products are
 * counted (a sale may name many); categories are named, in the shop's order of `categoryNames`.
 */
export function saleCoverText(sale: Pick<AdminSale, 'product_ids' | 'category_ids'>, categoryNames: ReadonlyMap<number, string>, words: SaleCoverWords): string {
  const products = sale.product_ids.length > 0 ? [words.products(sale.product_ids.length)] : [];
  const named = [...categoryNames].filter(([id]) => sale.category_ids.includes(id)).map(([, name]) => name);
  const removed = sale.category_ids.filter((id) => !categoryNames.has(id)).map(() => words.unknownCategory);
  return [...products, ...named, ...removed].join(', ');
}
