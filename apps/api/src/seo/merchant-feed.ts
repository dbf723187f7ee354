/**
 * The Google Merchant Center product feed (RSS 2.0 with the `g:` namespace): one item per variant on sale,
 * grouped by its product, with the price outside any sale, a sale's price and window, availability, the
 * shipping rule's charge with the handling and transit days, and the law's declarations as product details
 * (decision 049).
 */
import { productVariantPath } from '@shop/rules';
import { madeMonthText } from '@shop/rules/declarations';
import { escapeHtml } from './escape';
import { shippingFacts, type OfferTerms } from './offer-terms';
import { SHOP } from './organisation';

/** One variant as the feed lists it; prices in paise, photos absolute. */
export interface FeedItem {
  productId: number;
  slug: string;
  title: string;
  description: string;
  label: string;
  sku: string;
  /** The barcode number on the pack; null when it has none. */
  gtin: string | null;
  variantId: number;
  pricePaise: number;
  inStock: boolean;
  images: string[];
  weightGrams: number;
  netQuantity: string | null;
  madeMonth: string | null;
  declarations: {
    generic_name: string | null;
    country_of_origin: { code: string; name: string } | null;
    maker: { kind: string; name: string; address: string } | null;
  };
  sale: { pricePaise: number; startsAt: string; endsAt: string } | null;
}

/** Google's limits: a title of 150 characters, a description of 5,000. */
const TITLE_LIMIT = 150;
const DESCRIPTION_LIMIT = 5000;
/** Google's own taxonomy, by its path: bird and monkey deterrents are pest control. */
const GOOGLE_CATEGORY = 'Home & Garden > Household Supplies > Pest Control';
const MAKER_WORDS: Record<string, string> = { manufacturer: 'Manufacturer', packer: 'Packer', importer: 'Importer' };

/** "1234.00 INR", as the feed specification writes a price. */
function feedPrice(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')} INR`;
}

/** A moment as ISO 8601 on India's clock to the minute ("2026-11-29T10:00+05:30"), as a sale's window is written. */
function indianMoment(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return `${shifted.slice(0, 16)}+05:30`;
}

/** Text XML 1.0 can carry, cut to `limit` characters. */
function clean(text: string, limit: number): string {
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are exactly these.
  const allowed = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
  return [...allowed].length <= limit ? allowed : `${[...allowed].slice(0, limit - 1).join('')}…`;
}

const element = (name: string, value: string) => `<g:${name}>${escapeHtml(value)}</g:${name}>`;

function productDetail(name: string, value: string): string {
  return `<g:product_detail><g:section_name>Declarations</g:section_name>${element('attribute_name', name)}${element('attribute_value', clean(value, 1000))}</g:product_detail>`;
}

/** Shipping to India: the fee the rule charges for the price paid now, and the days in the couriers' working days. */
function shippingElement(terms: OfferTerms, pricePaise: number): string {
  const { country, feePaise, handlingDays, transitDays } = shippingFacts(terms, pricePaise);
  const parts = [
    element('country', country),
    element('service', 'Standard'),
    element('price', feedPrice(feePaise)),
    element('min_handling_time', String(handlingDays.min)),
    element('max_handling_time', String(handlingDays.max)),
    ...(transitDays ? [element('min_transit_time', String(transitDays.min)), element('max_transit_time', String(transitDays.max))] : []),
  ];
  return `<g:shipping>${parts.join('')}</g:shipping>`;
}

function renderItem(item: FeedItem, siteUrl: string, terms: OfferTerms, at: Date): string {
  const title = item.label ? `${item.title} – ${item.label}` : item.title;
  const chargedNow = item.sale && new Date(item.sale.startsAt) <= at ? item.sale.pricePaise : item.pricePaise;
  const { generic_name, country_of_origin, maker } = item.declarations;
  const details = [
    ...(generic_name ? [productDetail('Generic name', generic_name)] : []),
    ...(item.netQuantity ? [productDetail('Net quantity', item.netQuantity)] : []),
    productDetail('Month of manufacture', madeMonthText(item.madeMonth)),
    ...(country_of_origin ? [productDetail('Country of origin', country_of_origin.name)] : []),
    ...(maker ? [productDetail(MAKER_WORDS[maker.kind] ?? 'Manufacturer', `${maker.name}, ${maker.address}`)] : []),
  ];
  const lines = [
    element('id', item.sku),
    element('item_group_id', String(item.productId)),
    element('title', clean(title, TITLE_LIMIT)),
    element('description', clean(item.description, DESCRIPTION_LIMIT)),
    element('link', `${siteUrl}${productVariantPath(item.slug, item.variantId)}`),
    element('image_link', item.images[0]!),
    ...item.images.slice(1, 11).map((url) => element('additional_image_link', url)),
    element('availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    element('price', feedPrice(item.pricePaise)),
    ...(item.sale
      ? [element('sale_price', feedPrice(item.sale.pricePaise)), element('sale_price_effective_date', `${indianMoment(item.sale.startsAt)}/${indianMoment(item.sale.endsAt)}`)]
      : []),
    element('brand', SHOP.name),
    ...(item.gtin ? [element('gtin', item.gtin)] : []),
    element('mpn', item.sku),
    // Without a barcode the pack has only the shop's own part number, which no catalogue can match: Google asks
    // such an item to say so rather than be refused for a missing GTIN.
    ...(item.gtin ? [] : [element('identifier_exists', 'no')]),
    element('condition', 'new'),
    element('google_product_category', GOOGLE_CATEGORY),
    ...(item.label ? [element('size', clean(item.label, 100))] : []),
    shippingElement(terms, chargedNow),
    element('shipping_weight', `${item.weightGrams} g`),
    ...details,
  ];
  return `    <item>\n${lines.map((line) => `      ${line}\n`).join('')}    </item>\n`;
}

/** `at`: the moment the feed is made, which decides what a shopper pays now (for the free-shipping line). */
export function renderMerchantFeed(items: readonly FeedItem[], siteUrl: string, terms: OfferTerms, at: Date): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n',
    '  <channel>\n',
    `    <title>${escapeHtml(SHOP.name)}</title>\n`,
    `    <link>${escapeHtml(`${siteUrl}/`)}</link>\n`,
    `    <description>${escapeHtml(SHOP.defaultDescription)}</description>\n`,
    ...items.map((item) => renderItem(item, siteUrl, terms, at)),
    '  </channel>\n',
    '</rss>\n',
  ].join('');
}
