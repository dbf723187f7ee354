/**
 * The sales live now, as the server tells them (the shell's `sales`, ending soonest first), and the
 * products each one prices. The server's clock decides what is live: nothing here compares dates, so a
 * page never shows a sale the server has ended, nor hides one it charges.
 */
import { useGetSiteShellQuery, type Product, type Schema } from '@shop/api-client';
import type { SaleDiscount } from '@shop/rules';

export type LiveSale = Schema<'LiveSale'>;

const NO_SALES: readonly LiveSale[] = [];

/** Empty outside any sale, and until the shell arrives (the server's first page already holds it). */
export function useLiveSales(): readonly LiveSale[] {
  const { data } = useGetSiteShellQuery({});
  return data?.sales ?? NO_SALES;
}

/** The sale's discount in the shape `saleDiscountText` reads. */
export function discountOf(sale: LiveSale): SaleDiscount {
  return { percentOff: sale.percent_off, amountOffPaise: sale.amount_off_paise };
}

/** The products `sale` prices, in the list's order; a product in overlapping sales names the one that prices it lowest. */
export function productsInSale(products: readonly Product[], sale: LiveSale): Product[] {
  return products.filter((product) => product.sale?.id === sale.id);
}
