/**
 * What the cart and the product page hand to the quote form, in the router's state: each line a catalogue variant
 * (with the words to show for it) or, for a cart line of a product's default pack, the product's name as words.
 */
export interface QuoteLinePrefill {
  variant: number | null;
  /** The product and pack as the shopper saw them ("Bird spikes · Pack of 20 (6 m)"). */
  label: string;
  quantity: number;
}

export const REQUEST_QUOTE_PATH = '/request-quote';

/** What the services page knows of the site when it sends a shopper on: its PIN code, and that they want fitting. */
export interface QuoteSitePrefill {
  pincode: string;
  wantsInstallation: boolean;
}

/** The router state that carries the lines, and the site when the services page sends the shopper. */
export interface RequestQuoteState {
  quoteLines: QuoteLinePrefill[];
  site?: QuoteSitePrefill;
}

export function prefilledSite(state: unknown): QuoteSitePrefill | undefined {
  if (typeof state !== 'object' || state === null || !('site' in state)) return undefined;
  const site = state.site as Partial<QuoteSitePrefill> | null;
  if (typeof site?.pincode !== 'string' || typeof site.wantsInstallation !== 'boolean') return undefined;
  return { pincode: site.pincode, wantsInstallation: site.wantsInstallation };
}

export function prefilledLines(state: unknown): QuoteLinePrefill[] {
  if (typeof state !== 'object' || state === null || !('quoteLines' in state) || !Array.isArray(state.quoteLines)) return [];
  return (state.quoteLines as unknown[]).filter(
    (line): line is QuoteLinePrefill =>
      typeof line === 'object' && line !== null && 'label' in line && typeof line.label === 'string' && 'quantity' in line && typeof line.quantity === 'number',
  );
}

/** A product and its pack, as one line of words. */
export const productLineLabel = (title: string, variantLabel: string | null | undefined) => (variantLabel ? `${title} · ${variantLabel}` : title);

/** A quote's page, by its number and the secret of its link. */
export const quotePath = (number: string, token: string) => `/quotes/${encodeURIComponent(number)}?token=${encodeURIComponent(token)}`;
