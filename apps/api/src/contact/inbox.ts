/**
 * The shop's inbox of contact-form messages: the list (unread first), one message with its thread of
 * replies, and what staff do with a message — read it, answer it by e-mail, mark it handled with an
 * internal note, or file it as spam. Every change checks the version the staff member read and is audited.
 */
import type { Schema } from '@shop/contracts';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { contactMessages, contactReplies, outbox, users } from '../db/schema';
import { CONTACT_STATUSES, type ContactStatus, type MailStatus } from '../db/tables/values';
import { ConflictError, NotFoundError, problem } from '../errors';
import { requiredStaffText } from '../validation';
import { notify } from '../notify';
import { inTransaction } from '../db/transaction';

export type AdminMessage = Schema<'AdminMessage'>;
export type AdminMessagePage = Schema<'AdminMessagePage'>;

const MESSAGE_NOT_FOUND = problem('message_not_found', 'Message not found.');
const EXCERPT_LENGTH = 140;

export interface AdminMessageFilter {
  page: number;
  pageSize: number;
  status?: ContactStatus | undefined;
}

const replyCount = sql<number>`(select count(*) from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})::int`;

export async function listAdminMessages(db: Database, filter: AdminMessageFilter): Promise<AdminMessagePage> {
  const where = filter.status ? eq(contactMessages.status, filter.status) : undefined;
  const [rows, totals, statusCounts] = await Promise.all([
    db
      .select({ message: contactMessages, replyCount })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(sql`(${contactMessages.status} = 'unread')`), desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ status: contactMessages.status, n: count() }).from(contactMessages).groupBy(contactMessages.status),
  ]);
  return {
    items: rows.map(({ message, replyCount: replies }) => ({
      id: message.id,
      version: message.version,
      name: message.name,
      email: message.email,
      subject: message.subject,
      excerpt: excerpt(message.message),
      status: message.status,
      reply_count: replies,
      created_at: message.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    page: filter.page,
    page_size: filter.pageSize,
    counts: Object.fromEntries(CONTACT_STATUSES.map((status) => [status, statusCounts.find((row) => row.status === status)?.n ?? 0])) as AdminMessagePage['counts'],
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

export async function getAdminMessage(db: Database | Transaction, messageId: number): Promise<AdminMessage> {
  if (!isPossibleId(messageId)) throw new NotFoundError(MESSAGE_NOT_FOUND);
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
  const replies = await db
    .select({ reply: contactReplies, author: { id: users.id, name: users.name, email: users.email }, delivery: sql<MailStatus>`${outbox.status}` })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .leftJoin(outbox, eq(outbox.id, contactReplies.mailId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    id: message.id,
    version: message.version,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    status: message.status,
    internal_note: message.internalNote,
    handled_at: message.handledAt?.toISOString() ?? null,
    created_at: message.createdAt.toISOString(),
    replies: replies.map(({ reply, author, delivery }) => ({
      id: reply.id,
      body: reply.body,
      author: author?.id ? author : null,
      created_at: reply.createdAt.toISOString(),
      // A mail pruned from the outbox was delivered long ago.
      delivery: delivery ?? 'sent',
    })),
  };
}

export interface MessageChangeContext {
  actorId: number;
  version: number;
}

export async function markMessageRead(db: Database, messageId: number, context: MessageChangeContext): Promise<AdminMessage> {
  return changeMessage(db, messageId, context, 'contact_message.read', async (current) => {
    if (current.status !== 'unread') throw statusConflict('This message has already been read.');
    return { status: 'read' };
  });
}

export async function handleMessage(db: Database, messageId: number, context: MessageChangeContext & { note: string }): Promise<AdminMessage> {
  const note = requiredStaffText(context.note, 'note', 'Note how the message was dealt with.');
  return changeMessage(db, messageId, context, 'contact_message.handle', async () => ({ status: 'handled', internalNote: note, handledAt: new Date() }));
}

export async function markMessageSpam(db: Database, messageId: number, context: MessageChangeContext): Promise<AdminMessage> {
  return changeMessage(db, messageId, context, 'contact_message.spam', async (current) => {
    if (current.status === 'spam') throw statusConflict('This message is already filed as spam.');
    return { status: 'spam' };
  });
}

export interface ReplySettings {
  /** The shop's address; the visitor's answer to the reply goes there. */
  shopEmail: string;
}

export async function replyToMessage(
  db: Database,
  messageId: number,
  context: MessageChangeContext & { text: string },
  settings: ReplySettings,
): Promise<AdminMessage> {
  const text = requiredStaffText(context.text, 'text', 'Write the answer to send.');
  return changeMessage(db, messageId, context, 'contact_message.reply', async (current, tx) => {
    if (current.status === 'spam') throw statusConflict('This message is filed as spam; it is not answered.');
    // The mail and its place in the thread commit together: an answer is never shown as sent but lost.
    const { email: mailId } = await notify(tx, { name: 'contact_reply', message: current, reply: text, shopEmail: settings.shopEmail }, { email: current.email });
    await tx.insert(contactReplies).values({ messageId: current.id, authorId: context.actorId, body: text, mailId });
    return current.status === 'unread' ? { status: 'read' } : {};
  });
}

type MessageChange = Partial<Pick<typeof contactMessages.$inferInsert, 'status' | 'internalNote' | 'handledAt'>>;

/** Locks the message, checks the editor's version, applies the change with a new version, and audits it. */
function changeMessage(
  db: Database,
  messageId: number,
  context: MessageChangeContext,
  action: string,
  change: (current: typeof contactMessages.$inferSelect, tx: Transaction) => Promise<MessageChange>,
): Promise<AdminMessage> {
  if (!isPossibleId(messageId)) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return inTransaction(db, (tx) => changeMessageIn(tx, messageId, context, action, change));
}

async function changeMessageIn(
  tx: Transaction,
  messageId: number,
  context: MessageChangeContext,
  action: string,
  change: (current: typeof contactMessages.$inferSelect, tx: Transaction) => Promise<MessageChange>,
): Promise<AdminMessage> {
  if (!isPossibleId(messageId)) throw new NotFoundError(MESSAGE_NOT_FOUND);
  const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for('update');
  if (!current) throw new NotFoundError(MESSAGE_NOT_FOUND);
  assertVersion(current.version, context.version, 'message');
  const before = await getAdminMessage(tx, messageId);
  const values = await change(current, tx);
  await tx
    .update(contactMessages)
    .set({ ...values, version: current.version + 1 })
    .where(eq(contactMessages.id, messageId));
  const after = await getAdminMessage(tx, messageId);
  await recordAudit(tx, { actorId: context.actorId, action, entityType: 'contact_message', entityId: messageId, before, after });
  return after;
}

/** A message staff hand over to the complaint desk: what the ticket is opened from. */
export type HandedOverMessage = Pick<typeof contactMessages.$inferSelect, 'id' | 'name' | 'email' | 'subject' | 'message' | 'createdAt'>;

/**
 * Hands a message over as a complaint, in the caller's transaction: `open` makes the ticket from it and names
 * it, and the message is marked handled with a note pointing there. Spam is not a complaint; a message handed
 * over once is refused the second time (the ticket's unique link to it).
 */
export async function handOverAsComplaint(
  tx: Transaction,
  messageId: number,
  context: MessageChangeContext,
  open: (message: HandedOverMessage) => Promise<{ number: string }>,
): Promise<{ number: string }> {
  let number = '';
  await changeMessageIn(tx, messageId, context, 'contact_message.complaint', async (current) => {
    if (current.status === 'spam') throw statusConflict('This message is filed as spam; it is not a complaint.');
    ({ number } = await open(current));
    return { status: 'handled', internalNote: `Made complaint ${number}; it is answered there.`, handledAt: new Date() };
  });
  return { number };
}

function statusConflict(message: string): ConflictError {
  const refusal = problem('contact_message_status', message);
  return new ConflictError(refusal, { status: [refusal] });
}
