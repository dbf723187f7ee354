/**
 * The back-office's quote desk: requests newest first with counts by status, one quote with its draft, the
 * quotations sent and the catalogue's prices as hints; saving the draft, sending it, withdrawing the quote.
 * Every change locks the quote, checks the version the staff member read, and is audited.
 */
import type { Schema } from '@shop/contracts';
import { quoteTotals } from '@shop/rules';
import { and, count, desc, eq, ilike, isNull, like, max, or, sql, type SQL } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { quoteRevisions, quotes, users, type QuotedLine } from '../db/schema';
import type { GstRate, QuoteStatus } from '../db/tables/values';
import { inTransaction } from '../db/transaction';
import { ConflictError, InvalidInputError, NotFoundError, problem, type FieldProblems, type Problem } from '../errors';
import { indianDate } from '../kernel';
import { notify } from '../notify';
import { addFieldError } from '../validation';
import { quoteLink } from './links';
import { quotationView, requestedVariantIds, requestView, statusOf } from './reshape';
import { latestSentOf, type RevisionRow } from './revisions';
import type { QuoteLinkSettings } from './request-quote';
import type { QuoteVariant, ServiceLookup, VariantLookup } from './variants';

type AdminQuote = Schema<'AdminQuote'>;
type QuoteRow = typeof quotes.$inferSelect;

const QUOTE_NOT_FOUND = problem('quote_not_found', 'Quote not found.');
/** What an order may come to (the checkout's own cap), so an accepted quotation can become one. */
const MAX_TOTAL_PAISE = 2_000_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AdminQuoteFilter {
  page: number;
  pageSize: number;
  status?: QuoteStatus | undefined;
  q?: string | undefined;
}

/** The status as read on `today`, in SQL: a sent quotation past its last valid day is expired. */
function readStatus(today: string): SQL<QuoteStatus> {
  return sql<QuoteStatus>`case when ${quotes.status} = 'quoted' and ${quotes.validUntil} < ${today} then 'expired' else ${quotes.status} end`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function listAdminQuotes(db: Database, filter: AdminQuoteFilter, now: Date): Promise<Schema<'AdminQuotePage'>> {
  const today = indianDate(now);
  const status = readStatus(today);
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(sql`${status} = ${filter.status}`);
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const digits = q.replace(/\D/g, '');
    conditions.push(or(ilike(quotes.number, pattern), ilike(quotes.organisation, pattern), ...(digits.length >= 3 ? [like(quotes.phone, `%${digits}%`)] : []))!);
  }
  const countIn = (name: QuoteStatus) => sql<number>`count(*) filter (where ${status} = ${name})`.mapWith(Number);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals, statusCounts] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(quotes).where(where),
    db
      .select({ requested: countIn('requested'), quoted: countIn('quoted'), accepted: countIn('accepted'), expired: countIn('expired'), withdrawn: countIn('withdrawn') })
      .from(quotes),
  ]);
  const sent = await latestSentOf(db, rows.map((row) => row.id));
  return {
    items: rows.map((row) => summary(row, sent.get(row.id) ?? null, today)),
    total: totals[0]?.total ?? 0,
    page: filter.page,
    page_size: filter.pageSize,
    counts: statusCounts[0]!,
  };
}

/** Requests no quotation was sent for yet, for the dashboard. */
export async function requestedQuoteCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quotes).where(eq(quotes.status, 'requested'));
  return row?.n ?? 0;
}

function summary(row: QuoteRow, sent: RevisionRow | null, today: string): Schema<'AdminQuoteSummary'> {
  return {
    id: row.id,
    version: row.version,
    number: row.number,
    status: statusOf(row, today),
    name: row.name,
    organisation: row.organisation,
    phone: row.phone,
    email: row.email,
    site_kind: row.siteKind,
    site_pincode: row.sitePincode,
    wants_installation: row.wantsInstallation,
    line_count: row.requestedLines.length,
    created_at: row.createdAt.toISOString(),
    total_paise: sent ? quoteTotals(sent.lines).totalPaise : null,
    valid_until: sent?.validUntil ?? null,
  };
}

export async function getAdminQuote(db: Database | Transaction, quoteId: number, variants: VariantLookup, now: Date): Promise<AdminQuote> {
  if (!isPossibleId(quoteId)) throw new NotFoundError(QUOTE_NOT_FOUND);
  const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!row) throw new NotFoundError(QUOTE_NOT_FOUND);
  const revisions = await db
    .select({ revision: quoteRevisions, staff: { id: users.id, name: users.name, email: users.email } })
    .from(quoteRevisions)
    .leftJoin(users, eq(users.id, quoteRevisions.staffId))
    .where(eq(quoteRevisions.quoteId, quoteId))
    .orderBy(desc(quoteRevisions.revision));
  const named = await variants(db, [...requestedVariantIds(row), ...revisions.flatMap(({ revision }) => revision.lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])))]);
  const view = ({ revision, staff }: (typeof revisions)[number]): Schema<'AdminQuotation'> => ({
    ...quotationView(revision),
    staff: staff?.id ? staff : null,
    updated_at: revision.updatedAt.toISOString(),
  });
  const draft = revisions.find(({ revision }) => revision.sentAt === null);
  return {
    ...requestView(row, named, indianDate(now)),
    id: row.id,
    version: row.version,
    customer: row.userId,
    order: row.orderId,
    bank_transfer_allowed: row.bankTransferAllowed,
    draft: draft ? view(draft) : null,
    sent: revisions.filter(({ revision }) => revision.sentAt !== null).map(view),
    catalogue: [...named.values()].map(hint),
  };
}

function hint(variant: QuoteVariant): Schema<'QuoteCatalogueHint'> {
  return {
    variant: variant.id,
    product_title: variant.productTitle,
    variant_label: variant.label,
    price_paise: variant.pricePaise,
    gst_rate: variant.gstRatePercent as GstRate,
    hsn_code: variant.hsnCode,
    price_tiers: variant.priceTiers.map((tier) => ({ min_quantity: tier.minQuantity, percent_off: tier.percentOff, unit_price_paise: tier.unitPricePaise })),
  };
}

export interface QuoteChangeContext {
  actorId: number;
  version: number;
}

type DraftInput = Omit<Schema<'QuoteDraftInput'>, 'version'>;

export async function saveQuoteDraft(db: Database, quoteId: number, context: QuoteChangeContext & DraftInput, variants: VariantLookup, services: ServiceLookup, now: Date): Promise<AdminQuote> {
  const errors: FieldProblems = {};
  assertValidFrom(context.valid_until, now, errors);
  const offered = await servicesAtSite(db, quoteId, context.lines, services);
  const lines: QuotedLine[] = context.lines.map((line, index) => {
    const service = line.service == null ? undefined : offered.known.get(line.service);
    const refusal = line.service == null ? null : serviceProblem(line, service, offered.served);
    if (refusal) addFieldError(errors, `lines.${index}.service`, refusal);
    return {
      variantId: line.variant ?? null,
      serviceId: line.service ?? null,
      description: line.description.trim(),
      // A service's line is in the service's unit, under its SAC code and rate, whatever the form sent.
      unit: service ? service.unit : line.unit?.trim() || null,
      quantity: line.quantity,
      unitPricePaise: line.unit_price_paise,
      gstRatePercent: service ? service.gstRatePercent : line.gst_rate,
      hsnSac: service ? service.sacCode : line.hsn_sac,
    };
  });
  const known = await variants(db, lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])));
  // An order holds one line per variant, so acceptance would refuse a quotation naming one twice: say so now,
  // while staff can still merge the lines, rather than when the buyer says yes.
  const earlier = new Set<number>();
  lines.forEach((line, index) => {
    if (line.variantId === null) return;
    if (!known.has(line.variantId)) addFieldError(errors, `lines.${index}.variant`, problem('variant_not_found', 'No such product variant.'));
    else if (earlier.has(line.variantId)) addFieldError(errors, `lines.${index}.variant`, problem('variant_repeated', 'This variant is on an earlier line already; put the quantities on one line.'));
    earlier.add(line.variantId);
  });
  if (quoteTotals(lines).totalPaise > MAX_TOTAL_PAISE) addFieldError(errors, 'lines', problem('quote_total_too_large', 'A quotation may come to at most ₹2 crore with GST; split it in two.'));
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return changeQuote(db, quoteId, context, variants, now, 'quote.draft', async (current, tx) => {
    assertOpen(current, 'This quote is closed; it takes no more quotations.');
    const values = { lines, deliveryTerms: context.delivery_terms.trim(), installationTerms: context.installation_terms.trim(), validUntil: context.valid_until, staffId: context.actorId, updatedAt: now };
    const [draft] = await tx.select({ id: quoteRevisions.id }).from(quoteRevisions).where(and(eq(quoteRevisions.quoteId, current.id), isNull(quoteRevisions.sentAt)));
    if (draft) await tx.update(quoteRevisions).set(values).where(eq(quoteRevisions.id, draft.id));
    else {
      const [last] = await tx.select({ revision: max(quoteRevisions.revision) }).from(quoteRevisions).where(eq(quoteRevisions.quoteId, current.id));
      await tx.insert(quoteRevisions).values({ ...values, quoteId: current.id, revision: (last?.revision ?? 0) + 1, createdAt: now });
    }
    return {};
  });
}

export async function sendQuote(db: Database, quoteId: number, context: QuoteChangeContext, variants: VariantLookup, now: Date, settings: QuoteLinkSettings): Promise<AdminQuote> {
  return changeQuote(db, quoteId, context, variants, now, 'quote.send', async (current, tx) => {
    assertOpen(current, 'This quote is closed; it takes no more quotations.');
    const [draft] = await tx.select().from(quoteRevisions).where(and(eq(quoteRevisions.quoteId, current.id), isNull(quoteRevisions.sentAt)));
    if (!draft) {
      const noDraft = problem('no_quote_draft', 'There is no draft to send: price the quote and save it first.');
      throw new ConflictError(noDraft, { draft: [noDraft] });
    }
    const errors: FieldProblems = {};
    assertValidFrom(draft.validUntil, now, errors);
    if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
    await tx.update(quoteRevisions).set({ sentAt: now, staffId: context.actorId, updatedAt: now }).where(eq(quoteRevisions.id, draft.id));
    const totals = quoteTotals(draft.lines);
    await notify(
      tx,
      { name: 'quote_sent', number: current.number, buyerName: current.name, link: quoteLink(settings.linkKey, current.number, settings.siteUrl), siteUrl: settings.siteUrl, revision: draft.revision, totalPaise: totals.totalPaise, validUntil: draft.validUntil },
      { email: current.email, userId: current.userId },
    );
    return { status: 'quoted', validUntil: draft.validUntil };
  });
}

export async function withdrawQuote(db: Database, quoteId: number, context: QuoteChangeContext, variants: VariantLookup, now: Date): Promise<AdminQuote> {
  return changeQuote(db, quoteId, context, variants, now, 'quote.withdraw', async (current) => {
    assertOpen(current, current.status === 'withdrawn' ? 'This quote is already withdrawn.' : 'This quote was accepted; it cannot be withdrawn.');
    return { status: 'withdrawn' };
  });
}

/**
 * The owner allows (or stops allowing) the buyer to pay this quote by bank transfer or UPI against a proforma
 * invoice. Per quote, not per account: a guest's quote has no account to mark, and the owner decides with the
 * buyer's request and the amount in front of them.
 */
export async function allowQuoteBankTransfer(db: Database, quoteId: number, context: QuoteChangeContext & { allowed: boolean }, variants: VariantLookup, now: Date): Promise<AdminQuote> {
  return changeQuote(db, quoteId, context, variants, now, 'quote.bank_transfer', async (current) => {
    assertOpen(current, 'This quote is closed: how it is paid is settled.');
    return { bankTransferAllowed: context.allowed };
  });
}

type DraftLine = DraftInput['lines'][number];

/** The services the lines name, and whether a crew serves the quote's site; an unknown quote is the change's 404. */
async function servicesAtSite(db: Database, quoteId: number, lines: readonly DraftLine[], services: ServiceLookup): ReturnType<ServiceLookup> {
  const ids = lines.flatMap((line) => (line.service == null ? [] : [line.service]));
  if (ids.length === 0 || !isPossibleId(quoteId)) return { known: new Map(), served: false };
  const [quote] = await db.select({ sitePincode: quotes.sitePincode }).from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) return { known: new Map(), served: false };
  return services(db, ids, quote.sitePincode);
}

function serviceProblem(line: DraftLine, service: { active: boolean } | undefined, served: boolean): Problem | null {
  if (line.variant != null) return problem('service_with_variant', 'A line is a product or a service, not both.');
  if (!service || !service.active) return problem('service_not_offered', 'No such service on offer.');
  if (!served) return problem('service_not_served', 'No crew of ours serves the site’s PIN code: quote this service as a free line only if the owner has arranged it.');
  return null;
}

/** A quotation holds until tomorrow at the earliest, in India's calendar. */
function assertValidFrom(validUntil: string, now: Date, errors: FieldProblems): void {
  const tomorrow = indianDate(new Date(now.getTime() + DAY_MS));
  if (validUntil < tomorrow) addFieldError(errors, 'valid_until', problem('quote_validity_too_short', `A quotation must hold until ${tomorrow} at least.`));
}

function assertOpen(current: QuoteRow, message: string): void {
  const closed = problem('quote_closed', message);
  if (current.status !== 'requested' && current.status !== 'quoted') throw new ConflictError(closed, { status: [closed] });
}

type QuoteChange = Partial<Pick<typeof quotes.$inferInsert, 'status' | 'validUntil' | 'bankTransferAllowed'>>;

/** Locks the quote, checks the editor's version, applies the change with a new version, and audits it. */
async function changeQuote(
  db: Database,
  quoteId: number,
  context: QuoteChangeContext,
  variants: VariantLookup,
  now: Date,
  action: string,
  change: (current: QuoteRow, tx: Transaction) => Promise<QuoteChange>,
): Promise<AdminQuote> {
  if (!isPossibleId(quoteId)) throw new NotFoundError(QUOTE_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
    if (!current) throw new NotFoundError(QUOTE_NOT_FOUND);
    assertVersion(current.version, context.version, 'quote');
    const before = await getAdminQuote(tx, quoteId, variants, now);
    const values = await change(current, tx);
    await tx
      .update(quotes)
      .set({ ...values, version: current.version + 1, updatedAt: now })
      .where(eq(quotes.id, quoteId));
    const after = await getAdminQuote(tx, quoteId, variants, now);
    await recordAudit(tx, { actorId: context.actorId, action, entityType: 'quote', entityId: quoteId, before, after });
    return after;
  });
}
