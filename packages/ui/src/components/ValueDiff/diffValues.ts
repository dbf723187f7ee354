/** A record's values as the audit log keeps them: plain JSON, or null before a create and after a delete. */
export type RecordValues = Readonly<Record<string, unknown>> | null;

type ChangeKind = 'added' | 'removed' | 'changed' | 'unchanged';

/** One field of a record, before and after a change. */
export interface FieldChange {
  /** Where the value sits: `price_paise`, `address.city`, `images.2.alt`. */
  field: string;
  before: unknown;
  after: unknown;
  /** `added`: no value before; `removed`: none after; `changed` or `unchanged` otherwise. */
  kind: ChangeKind;
}

type Leaves = Map<string, unknown>;

/**
 * Plain objects are opened into their fields (`address.city`), and so are lists of objects
 * (`images.0.alt`): a reader wants to see which photo's alt text changed, not two lists. Lists of
 * plain values (highlights, tags) stay one value, shown as a list.
 */
function collectLeaves(value: unknown, prefix: string, into: Leaves): Leaves {
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) into.set(prefix, value);
    for (const [key, child] of entries) collectLeaves(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (Array.isArray(value) && value.some((item) => isPlainObject(item) || Array.isArray(item))) {
    value.forEach((item, index) => collectLeaves(item, `${prefix}.${index}`, into));
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Field by field, what a change did to a record: every field of either side, in the order of the
 * record after the change (then fields only the record before had). A create has no record before
 * (every field `added`), a delete none after (every field `removed`).
 */
export function diffValues(before: RecordValues, after: RecordValues): FieldChange[] {
  const old = collectLeaves(before ?? {}, '', new Map());
  const now = collectLeaves(after ?? {}, '', new Map());
  const fields = [...now.keys(), ...[...old.keys()].filter((field) => !now.has(field))];
  return fields.map((field) => {
    const was = old.get(field);
    const is = now.get(field);
    const kind: ChangeKind = sameValue(was, is) ? 'unchanged' : isEmpty(was) ? 'added' : isEmpty(is) ? 'removed' : 'changed';
    return { field, before: was, after: is, kind };
  });
}

/** `compare_at_price_paise` → "Compare at price paise"; `images.2.alt` → "Images 3 alt" (counting from 1). */
export function humanizeField(field: string): string {
  const words = field
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))
    .join(' ')
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const numberFormat = new Intl.NumberFormat('en-IN');

/** A value as a reader sees it: "Yes"/"No", grouped digits, a list joined by commas; undefined for no value. */
export function formatPlainValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return numberFormat.format(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? '' : value.map((item) => formatPlainValue(item) ?? '—').join(', ');
  return JSON.stringify(value);
}
