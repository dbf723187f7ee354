/**
 * A request for quotation: the buyer's fields checked as the shop checks them elsewhere (the checkout's GSTIN
 * rule, the address book's PIN code and mobile number), lines naming a variant on sale or describing what the
 * catalogue lacks, then the quote with its number, the buyer's mail with the page's link and the shop's notice,
 * in one transaction. Only well-formed requests count against the limits, as with the contact form.
 */
import type { Schema } from '@shop/contracts';
import { checkBusinessBuyer, normaliseIndianMobile, normalisePincode } from '@shop/rules';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { quoteNumbers, quotes, type RequestedQuoteLine } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { InvalidInputError, type FieldProblems, problem } from '../errors';
import { indianDate, type Client } from '../kernel';
import { notify } from '../notify';
import { consumeRateLimit } from '../rate-limit';
import { addFieldError, MOBILE_INVALID, normaliseEmail, PINCODE_INVALID, shapeProblem } from '../validation';
import { quoteLink, quoteToken } from './links';
import { attachQuotePhotos } from './photos';
import type { VariantLookup } from './variants';

export interface QuoteLinkSettings {
  /** The key the quote pages' links are signed with. */
  linkKey: Buffer;
  siteUrl: string;
}

export interface QuoteRequestSettings extends QuoteLinkSettings {
  /** Where the shop wants to be told of new requests: the contact form's address. */
  notifyEmail: string;
  /** Requests one client, and one e-mail address, may send in an hour: the contact form's limit. */
  perHourLimit: number;
}

type Input = Schema<'QuoteRequestInput'>;

const NOT_ON_SALE = problem('product_unavailable', 'This product is no longer sold; describe what you need instead.');
const LINE_EMPTY = problem('quote_line_empty', 'Choose a product or describe what you need.');
const ORGANISATION_FOR_GSTIN = problem('organisation_required', 'Enter the organisation registered with this GSTIN.');

export async function requestQuote(
  db: Database,
  input: Input,
  buyer: { userId: number | null; client: Client },
  variants: VariantLookup,
  now: Date,
  settings: QuoteRequestSettings,
): Promise<Schema<'QuoteReceipt'>> {
  const fields = await checkedRequest(db, input, variants);
  const limit = { limit: settings.perHourLimit, windowSeconds: 3600, detail: 'Too many requests for quotation sent. Please try again later.' };
  await consumeRateLimit(db, { bucket: 'quote_request', ...limit }, buyer.client.ip);
  await consumeRateLimit(db, { bucket: 'quote_request_email', ...limit }, normaliseEmail(fields.email));
  return inTransaction(db, async (tx) => {
    const number = await nextNumber(tx, now);
    const [row] = await tx
      .insert(quotes)
      .values({ ...fields, number, userId: buyer.userId, createdAt: now, updatedAt: now })
      .returning({ id: quotes.id });
    await attachQuotePhotos(tx, row!.id, input.photos ?? []);
    const link = quoteLink(settings.linkKey, number, settings.siteUrl);
    await notify(tx, { name: 'quote_requested', number, buyerName: fields.name, link, siteUrl: settings.siteUrl }, { email: fields.email, userId: buyer.userId });
    await notify(
      tx,
      { name: 'quote_request_notification', quoteId: row!.id, number, buyer: { name: fields.name, organisation: fields.organisation, email: fields.email, phone: fields.phone }, lineCount: fields.requestedLines.length, siteUrl: settings.siteUrl },
      { email: settings.notifyEmail },
    );
    return { number, token: quoteToken(settings.linkKey, number) };
  });
}

/** The request as stored, or a 400 naming every field that is wrong. */
async function checkedRequest(db: Database, input: Input, variants: VariantLookup) {
  const errors: FieldProblems = {};
  const phone = normaliseIndianMobile(input.phone);
  if (phone === null) addFieldError(errors, 'phone', MOBILE_INVALID);
  const sitePincode = normalisePincode(input.site_pincode);
  if (sitePincode === null) addFieldError(errors, 'site_pincode', PINCODE_INVALID);
  const organisation = blankToNull(input.organisation);
  let gstin: string | null = null;
  if (blankToNull(input.gstin) !== null) {
    // The checkout's rule, the organisation standing for the business's name.
    const checked = checkBusinessBuyer({ gstin: input.gstin, businessName: organisation ?? '' });
    if (!checked.ok) {
      for (const message of checked.errors.gstin ?? []) addFieldError(errors, 'gstin', shapeProblem(message, 'gstin_invalid'));
      if (checked.errors.business_name) addFieldError(errors, 'organisation', organisation === null ? ORGANISATION_FOR_GSTIN : shapeProblem(checked.errors.business_name[0]!, 'invalid'));
    } else gstin = checked.business!.gstin;
  }
  const found = await variants(db, input.lines.flatMap((line) => (line.variant == null ? [] : [line.variant])));
  const requestedLines: RequestedQuoteLine[] = input.lines.map((line, index) => {
    const description = blankToNull(line.description);
    if (line.variant != null && !found.get(line.variant)?.onSale) addFieldError(errors, `lines.${index}.variant`, NOT_ON_SALE);
    if (line.variant == null && description === null) addFieldError(errors, `lines.${index}.description`, LINE_EMPTY);
    return { variantId: line.variant ?? null, description, quantity: line.quantity };
  });
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return {
    name: input.name.trim(),
    organisation,
    phone: phone!,
    email: input.email.trim(),
    gstin,
    sitePincode: sitePincode!,
    siteAddress: input.site_address.trim(),
    siteKind: input.site_kind,
    wantsInstallation: input.wants_installation,
    note: blankToNull(input.note),
    requestedLines,
  };
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** `Q-<year>-<000001…>`: the year in India's calendar, counted from 1 each year; the row lock serialises two requests. */
async function nextNumber(tx: Transaction, now: Date): Promise<string> {
  const year = Number(indianDate(now).slice(0, 4));
  const [row] = await tx
    .insert(quoteNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: quoteNumbers.year, set: { last: sql`${quoteNumbers.last} + 1` } })
    .returning({ last: quoteNumbers.last });
  return `Q-${year}-${String(row!.last).padStart(6, '0')}`;
}
