import { formatPaise } from '@shop/rules/money';

/** What kinds of record staff change, as the filter lists them; kinds not named here read as their name. */
export const ENTITY_TYPE_LABELS: Readonly<Record<string, string>> = {
  product: 'Products',
  category: 'Categories',
  order: 'Orders',
  refund: 'Refunds',
  invoice: 'Invoices',
  product_image: 'Product photos',
  staff: 'Staff',
  site_document: 'Site content',
  page_metadata: 'Page metadata',
  sale: 'Sales',
  coupon: 'Coupons',
  variant: 'Variants',
};

/** `product_image` → "Product image". */
function humanize(name: string): string {
  const words = name.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function entityTypeLabel(entityType: string): string {
  return ENTITY_TYPE_LABELS[entityType] ?? humanize(entityType);
}

/**
 * A record's own name, from the values the entry kept: a product's title, a category's name, an order's number, a
 * coupon's code, a variant's SKU (unique, where labels repeat across products), else its label.
 */
function recordName(values: unknown): string | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  for (const key of ['title', 'name', 'order_number', 'number', 'code', 'slug', 'sku', 'label']) {
    const value = (values as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** What the back-office calls each role in the audit log ("Owner #61", "Packer #62"). */
const STAFF_TITLES: Readonly<Record<string, string>> = { owner: 'Owner', staff: 'Packer' };

/** A staff member's entry (a sign-in, a lock-out) keeps their role and id only: they are named by those. */
function staffLabel(entry: { entity_id: string; before: unknown; after: unknown }): string {
  const role = [entry.after, entry.before].map((values) => (typeof values === 'object' && values !== null ? (values as { role?: unknown }).role : undefined)).find((value) => typeof value === 'string');
  return `${(typeof role === 'string' && STAFF_TITLES[role]) || 'Staff member'} #${entry.entity_id}`;
}

/** "Product 12 · SS Bird Spikes": the kind, the id, and its name when the entry has one; "Owner #61" for staff. */
export function recordLabel(entry: { entity_type: string; entity_id: string; before: unknown; after: unknown }): string {
  if (entry.entity_type === 'staff') return staffLabel(entry);
  const base = `${humanize(entry.entity_type)} ${entry.entity_id}`;
  const name = recordName(entry.after) ?? recordName(entry.before);
  return name ? `${base} · ${name}` : base;
}

/** `product.update` → "Product update"; `order.ship` → "Order ship". */
export function actionLabel(action: string): string {
  return humanize(action);
}

/**
 * A value in an entry as staff read it: the admin API's money fields (`*_paise`, integer paise) in
 * rupees with their paise; everything else the diff formats itself.
 */
export function formatAuditValue(value: unknown, field: string): string | undefined {
  const name = field.split('.').at(-1) ?? field;
  if (name.endsWith('_paise') && typeof value === 'number' && Number.isInteger(value)) return formatPaise(value);
  return undefined;
}

/** Money fields are named in rupees on screen: `price_paise` → "Price", the paise are an API detail. */
export function fieldLabel(field: string): string {
  const readable = field
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/_paise$/, '')))
    .join(' ');
  return humanize(readable).replace(/\s+/g, ' ');
}

/** Bookkeeping every write moves: listing it would hide the real change. */
export const HIDDEN_FIELDS = ['version', 'updated_at', 'created_at'] as const;
