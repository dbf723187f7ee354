/**
 * A complaint as its shopper sees it: by the status page's secret link, or from their account; and their
 * answers, added to the thread until the ticket is resolved. Staff are "the shop" here: no names.
 */
import type { Schema } from '@shop/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { complaintMessages, complaints } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ConflictError, NotFoundError, problem } from '../errors';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit';
import { complaintToken, readComplaintToken } from './links';

type Complaint = Schema<'Complaint'>;

const LINK_NOT_FOUND = problem('complaint_link_not_found', 'This link is not known. Open the latest e-mail about your complaint, or your account’s complaints.');

/**
 * Key: client IP, reads and replies alike. A shopper opens their page and writes a few times a day; nobody should
 * try links or fill a thread by the thousand.
 */
const COMPLAINT_LINKS_PER_CLIENT: RateLimitRule = {
  bucket: 'complaint_link_ip',
  limit: 60,
  windowSeconds: 60 * 60,
  detail: 'Too many tries. Please try again later.',
};

export async function complaintByLink(db: Database, key: Buffer, token: string, client: { ip: string }): Promise<Complaint> {
  await consumeRateLimit(db, COMPLAINT_LINKS_PER_CLIENT, client.ip);
  const number = readComplaintToken(key, token);
  if (number === null) throw new NotFoundError(LINK_NOT_FOUND);
  const [row] = await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.number, number));
  if (!row) throw new NotFoundError(LINK_NOT_FOUND);
  return shopperView(db, row.id);
}

export async function replyByLink(db: Database, key: Buffer, token: string, text: string, client: { ip: string }): Promise<Complaint> {
  // The contract refused blank text; what it let through is kept without the spaces around it.
  const body = text.trim();
  await consumeRateLimit(db, COMPLAINT_LINKS_PER_CLIENT, client.ip);
  const number = readComplaintToken(key, token);
  if (number === null) throw new NotFoundError(LINK_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(complaints).where(eq(complaints.number, number)).for('update');
    if (!current) throw new NotFoundError(LINK_NOT_FOUND);
    if (current.status === 'resolved') {
      const resolved = problem('complaint_resolved', 'This complaint is resolved; to take it further, file a new one quoting its number.');
      throw new ConflictError(resolved, { status: [resolved] });
    }
    await tx.insert(complaintMessages).values({ complaintId: current.id, author: 'shopper', body });
    return shopperView(tx, current.id);
  });
}

export async function listOwnComplaints(db: Database, key: Buffer, userId: number): Promise<Schema<'ComplaintSummary'>[]> {
  const rows = await db.select().from(complaints).where(eq(complaints.userId, userId)).orderBy(desc(complaints.receivedAt), desc(complaints.id));
  return rows.map((row) => ({
    number: row.number,
    token: complaintToken(key, row.number),
    status: row.status,
    order_id: row.orderId,
    received_at: row.receivedAt.toISOString(),
    resolve_by: row.resolveBy.toISOString(),
  }));
}

async function shopperView(db: Database | Transaction, complaintId: number): Promise<Complaint> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, complaintId));
  const messages = await db
    .select()
    .from(complaintMessages)
    .where(eq(complaintMessages.complaintId, complaintId))
    .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id));
  return {
    number: row!.number,
    status: row!.status,
    order_id: row!.orderId,
    text: row!.text,
    received_at: row!.receivedAt.toISOString(),
    acknowledged_at: row!.acknowledgedAt.toISOString(),
    resolve_by: row!.resolveBy.toISOString(),
    resolution: row!.resolution,
    resolved_at: row!.resolvedAt?.toISOString() ?? null,
    messages: messages.map((message) => ({ author: message.author, body: message.body, created_at: message.createdAt.toISOString() })),
  };
}
