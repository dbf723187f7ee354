/**
 * What of an audited record is a person's own: their name, e-mail, phone, address and the words they wrote.
 * The audit log keeps ids, states and what staff changed, never these, so erasing a customer (DPDP Act
 * 2023) leaves nothing of them in a log every staff member can read and nobody may rewrite.
 *
 * Every audited entity type must say what is personal in its shape (an empty list when nothing is), so a
 * new kind of entry cannot be added without deciding. Migration `*_audit_without_personal_fields.sql`
 * scrubbed the entries written before this list by the same paths; a path added here later needs a
 * migration of its own for the entries already written.
 */

/** A path into the record: property names joined by dots; `[]` steps into every element of an array. */
type FieldPath = string;

const PERSONAL_FIELDS = {
  // A booking moved or cancelled by staff: its crew, status and times, and staff's reason; never the contact or site.
  booking: ['booking.contact_name', 'booking.contact_phone', 'booking.contact_email', 'booking.address', 'booking.pincode', 'booking.note'],
  blog: [],
  category: [],
  cod_remittance: [],
  coupon: [],
  // A crew's name, PIN codes, hours and days off: the shop's own.
  crew: [],
  // The visitor's details and words, and the shop's answers to them (which address them by name).
  contact_message: ['name', 'email', 'subject', 'message', 'replies[].body', 'replies[].author.name', 'replies[].author.email'],
  // The shopper's details and words, the thread both ways and the resolution (which addresses them).
  complaint: ['name', 'email', 'excerpt', 'text', 'resolution', 'messages[].body', 'messages[].staff.name', 'messages[].staff.email', 'resolved_by.name', 'resolved_by.email'],
  customer: ['name', 'email', 'phone'],
  // A failed delivery answered for the customer: the number and address line they gave the courier.
  delivery_problem: ['phone', 'address_line'],
  // A background job tried again: its failure's message may quote whatever the failing service said.
  job: ['error'],
  gallery_item: [],
  legal_page: [],
  media_image: [],
  order: [],
  page_metadata: [],
  product: [],
  // The buyer's details and words; the staff who priced each quotation (the prices and terms are the shop's own).
  quote: [
    'name',
    'organisation',
    'phone',
    'email',
    'gstin',
    'site_pincode',
    'site_address',
    'note',
    'lines[].description',
    'draft.staff.name',
    'draft.staff.email',
    'sent[].staff.name',
    'sent[].staff.email',
  ],
  // A return's decision, receipt and resolution: ids, counts, states and staff's own words about the goods.
  return: [],
  review: ['customer.name', 'customer.email', 'review_text'],
  sale: [],
  // A service's name, kind, unit, price, SAC code and GST rate: the shop's own.
  service: [],
  setting: [],
  site_document: [],
  // Staff roles and sign-ins: ids and roles only, by construction.
  staff: [],
  variant: [],
} as const satisfies Record<string, readonly FieldPath[]>;

export type AuditEntityType = keyof typeof PERSONAL_FIELDS;

/** The record without its personal values (a copy; plain JSON in, plain JSON out). */
export function withoutPersonalFields(entityType: AuditEntityType, record: unknown): unknown {
  let result = record;
  for (const path of PERSONAL_FIELDS[entityType] as readonly FieldPath[]) result = withoutPath(result, path.split('.'));
  return result;
}

function withoutPath(value: unknown, steps: readonly string[]): unknown {
  const [step, ...rest] = steps;
  if (step === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  const isList = step.endsWith('[]');
  const key = isList ? step.slice(0, -2) : step;
  if (!Object.hasOwn(object, key)) return value;
  if (rest.length === 0) {
    const { [key]: _personal, ...kept } = object;
    return kept;
  }
  const inner = object[key];
  const next = isList ? (Array.isArray(inner) ? inner.map((element) => withoutPath(element, rest)) : inner) : withoutPath(inner, rest);
  return { ...object, [key]: next };
}
