import { quoteCopy } from '../../copy/quotes';
import type { CartItem } from '../../features/cart/cartSlice';
import { productLineLabel, type QuoteLinePrefill } from '../../features/quotes/quoteLines';
import { RequestQuoteLink } from '../../features/quotes/RequestQuoteLink';

/** The cart's way to a request for quotation, carrying its lines. */
export function CartQuoteLink({ items }: { items: readonly CartItem[] }) {
  return <RequestQuoteLink lines={items.map(quoteLineOfCart)}>{quoteCopy.fromCart}</RequestQuoteLink>;
}

/** A cart line as a quote's line: its variant when it names one, else (a product's default pack) its name as words. */
function quoteLineOfCart(item: CartItem): QuoteLinePrefill {
  return { variant: item.variant, label: productLineLabel(item.title, item.variantLabel), quantity: item.quantity };
}
