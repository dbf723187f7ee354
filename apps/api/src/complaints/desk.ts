/**
 * The back-office's complaint desk: the tickets (open first, overdue first among them, then by time left), one
 * ticket with its thread, answering the shopper and recording the resolution that closes it. Every change locks
 * the ticket, checks the version the staff member read, and is audited; of two staff closing at once one wins,
 * the other is told the ticket changed.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assertVersion, recordAudit } from '../audit';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { complaintMessages, complaints, users } from '../db/schema';
import type { ComplaintStatus } from '../db/tables/values';
import { inTransaction } from '../db/transaction';
import { ConflictError, NotFoundError, problem } from '../errors';
import { notify } from '../notify';
import { requiredStaffText } from '../validation';
import { complaintLink } from './links';
import type { ComplaintLinkSettings } from './open-complaint';

type AdminComplaint = Schema<'AdminComplaint'>;
type AdminComplaintSummary = Schema<'AdminComplaintSummary'>;

const COMPLAINT_NOT_FOUND = problem('complaint_not_found', 'Complaint not found.');
const EXCERPT_LENGTH = 140;

export interface AdminComplaintFilter {
  page: number;
  pageSize: number;
  status?: ComplaintStatus | undefined;
}

const lastFrom = sql<'shopper' | 'staff'>`coalesce((select ${complaintMessages.author} from ${complaintMessages} where ${complaintMessages.complaintId} = ${complaints.id} order by ${complaintMessages.createdAt} desc, ${complaintMessages.id} desc limit 1), 'shopper')`;

export async function listAdminComplaints(db: Database, filter: AdminComplaintFilter, now: Date): Promise<Schema<'AdminComplaintPage'>> {
  const where = filter.status ? eq(complaints.status, filter.status) : undefined;
  const isOpen = sql`(${complaints.status} = 'open')`;
  const [rows, totals, statusCounts, overdue] = await Promise.all([
    db
      .select({ complaint: complaints, lastFrom })
      .from(complaints)
      .where(where)
      // Open before resolved; among open ones the nearest deadline (the most overdue) first; resolved ones newest first.
      .orderBy(desc(isOpen), sql`case when ${complaints.status} = 'open' then ${complaints.resolveBy} end asc`, desc(complaints.resolvedAt), desc(complaints.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(complaints).where(where),
    db.select({ status: complaints.status, n: count() }).from(complaints).groupBy(complaints.status),
    db.select({ n: count() }).from(complaints).where(and(eq(complaints.status, 'open'), lt(complaints.resolveBy, now))),
  ]);
  const countOf = (status: ComplaintStatus) => statusCounts.find((row) => row.status === status)?.n ?? 0;
  return {
    items: rows.map(({ complaint, lastFrom: last }) => summary(complaint, last, now)),
    total: totals[0]?.total ?? 0,
    page: filter.page,
    page_size: filter.pageSize,
    counts: { open: countOf('open'), overdue: overdue[0]?.n ?? 0, resolved: countOf('resolved') },
  };
}

/** The ticket made of a contact message, if any. */
export async function complaintOfMessage(db: Database, messageId: number): Promise<{ id: number; number: string } | null> {
  const [row] = await db.select({ id: complaints.id, number: complaints.number }).from(complaints).where(eq(complaints.contactMessageId, messageId));
  return row ?? null;
}

/** Open tickets and those past their month, for the dashboard. */
export async function complaintCounts(db: Database, now: Date): Promise<{ open: number; overdue: number }> {
  const [row] = await db
    .select({ open: count(), overdue: sql<number>`count(*) filter (where ${lt(complaints.resolveBy, now)})`.mapWith(Number) })
    .from(complaints)
    .where(eq(complaints.status, 'open'));
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
}

function summary(row: typeof complaints.$inferSelect, last: 'shopper' | 'staff', now: Date): AdminComplaintSummary {
  return {
    id: row.id,
    version: row.version,
    number: row.number,
    name: row.name,
    email: row.email,
    order_id: row.orderId,
    excerpt: excerpt(row.text),
    status: row.status,
    received_at: row.receivedAt.toISOString(),
    acknowledge_by: row.acknowledgeBy.toISOString(),
    resolve_by: row.resolveBy.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    overdue: (row.resolvedAt ?? now) > row.resolveBy,
    last_from: last,
  };
}

/** The opening words on one line, cut at a word where possible. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const resolver = alias(users, 'resolver');

export async function getAdminComplaint(db: Database | Transaction, complaintId: number, now: Date): Promise<AdminComplaint> {
  if (!isPossibleId(complaintId)) throw new NotFoundError(COMPLAINT_NOT_FOUND);
  const [found] = await db
    .select({ complaint: complaints, lastFrom, resolver: { id: resolver.id, name: resolver.name, email: resolver.email } })
    .from(complaints)
    .leftJoin(resolver, eq(resolver.id, complaints.resolvedBy))
    .where(eq(complaints.id, complaintId));
  if (!found) throw new NotFoundError(COMPLAINT_NOT_FOUND);
  const messages = await db
    .select({ message: complaintMessages, staff: { id: users.id, name: users.name, email: users.email } })
    .from(complaintMessages)
    .leftJoin(users, eq(users.id, complaintMessages.staffId))
    .where(eq(complaintMessages.complaintId, complaintId))
    .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id));
  const { complaint } = found;
  return {
    ...summary(complaint, found.lastFrom, now),
    text: complaint.text,
    acknowledged_at: complaint.acknowledgedAt.toISOString(),
    resolution: complaint.resolution,
    resolved_by: found.resolver?.id ? found.resolver : null,
    contact_message_id: complaint.contactMessageId,
    messages: messages.map(({ message, staff }) => ({
      id: message.id,
      author: message.author,
      staff: staff?.id ? staff : null,
      body: message.body,
      created_at: message.createdAt.toISOString(),
    })),
  };
}

export interface ComplaintChangeContext {
  actorId: number;
  version: number;
}

export async function answerComplaint(
  db: Database,
  complaintId: number,
  context: ComplaintChangeContext & { text: string },
  now: Date,
  settings: ComplaintLinkSettings,
): Promise<AdminComplaint> {
  const answer = requiredStaffText(context.text, 'text', 'Write the answer to send.');
  return changeComplaint(db, complaintId, context, now, 'complaint.answer', async (current, tx) => {
    assertOpen(current, 'This complaint is resolved; it takes no more answers.');
    // The answer and its mail commit together: it is never shown as sent but lost.
    const [row] = await tx.insert(complaintMessages).values({ complaintId: current.id, author: 'staff', staffId: context.actorId, body: answer }).returning({ id: complaintMessages.id });
    const { email: mailId } = await notify(
      tx,
      { name: 'complaint_answered', ...ticketFacts(current, settings), answer, answerId: row!.id },
      { email: current.email, userId: current.userId },
    );
    await tx.update(complaintMessages).set({ mailId: mailId ?? null }).where(eq(complaintMessages.id, row!.id));
    return {};
  });
}

export async function resolveComplaint(
  db: Database,
  complaintId: number,
  context: ComplaintChangeContext & { resolution: string },
  now: Date,
  settings: ComplaintLinkSettings,
): Promise<AdminComplaint> {
  const resolution = requiredStaffText(context.resolution, 'resolution', 'Write what was done, as the shopper will read it.');
  return changeComplaint(db, complaintId, context, now, 'complaint.resolve', async (current, tx) => {
    assertOpen(current, 'This complaint is already resolved.');
    await notify(tx, { name: 'complaint_resolved', ...ticketFacts(current, settings), resolution }, { email: current.email, userId: current.userId });
    return { status: 'resolved', resolution, resolvedAt: now, resolvedBy: context.actorId };
  });
}

/** What every message about a ticket says: its number, whom it greets, the status page, the order, the site. */
function ticketFacts(current: typeof complaints.$inferSelect, settings: ComplaintLinkSettings) {
  return { number: current.number, shopperName: current.name, orderId: current.orderId, link: complaintLink(settings.linkKey, current.number, settings.siteUrl), siteUrl: settings.siteUrl };
}

function assertOpen(current: typeof complaints.$inferSelect, message: string): void {
  const closed = problem('complaint_closed', message);
  if (current.status !== 'open') throw new ConflictError(closed, { status: [closed] });
}

type ComplaintChange = Partial<Pick<typeof complaints.$inferInsert, 'status' | 'resolution' | 'resolvedAt' | 'resolvedBy'>>;

/** Locks the ticket, checks the editor's version, applies the change with a new version, and audits it. */
async function changeComplaint(
  db: Database,
  complaintId: number,
  context: ComplaintChangeContext,
  now: Date,
  action: string,
  change: (current: typeof complaints.$inferSelect, tx: Transaction) => Promise<ComplaintChange>,
): Promise<AdminComplaint> {
  if (!isPossibleId(complaintId)) throw new NotFoundError(COMPLAINT_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(complaints).where(eq(complaints.id, complaintId)).for('update');
    if (!current) throw new NotFoundError(COMPLAINT_NOT_FOUND);
    assertVersion(current.version, context.version, 'complaint');
    const before = await getAdminComplaint(tx, complaintId, now);
    const values = await change(current, tx);
    await tx
      .update(complaints)
      .set({ ...values, version: current.version + 1 })
      .where(eq(complaints.id, complaintId));
    const after = await getAdminComplaint(tx, complaintId, now);
    await recordAudit(tx, { actorId: context.actorId, action, entityType: 'complaint', entityId: complaintId, before, after });
    return after;
  });
}
