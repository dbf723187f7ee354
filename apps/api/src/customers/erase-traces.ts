/**
 * What an erasure removes besides the account row: every other place the shop kept the person's e-mail,
 * phone or words. Reviews: unpublished ones go; published ones keep their rating (the product's average
 * stays true) and lose their words and the shop's reply to them. Mail: anything to, answering to or
 * quoting the person goes, the shop's own contact notifications included. Payment webhooks are kept (a
 * redelivered event is recognised by them) with the e-mail and phone replaced. Rate-limit counters keyed
 * by the e-mail or phone go. Answers to failed deliveries keep what was asked, without the phone and address
 * line the person gave the courier.
 */
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { addresses, deliveryProblems, orders, outbox, rateLimitCounters, reviews, users, webhookEvents } from '../db/schema';

/** Shown where a published review's words were; the migration that treated earlier erasures uses the same. */
const ERASED_REVIEW_TEXT = "The customer asked for this review's words to be removed.";
const ERASED_PHONE = 'erased-phone';

export interface ErasedPerson {
  userId: number;
  /** Lower-case. */
  email: string;
  /** What their e-mail becomes wherever a record is kept. */
  placeholderEmail: string;
}

export async function eraseTraces(tx: Transaction, person: ErasedPerson): Promise<void> {
  const phones = await phonesOf(tx, person.userId);
  await tx.delete(reviews).where(and(eq(reviews.userId, person.userId), ne(reviews.status, 'published')));
  await tx
    .update(reviews)
    .set({ reviewText: ERASED_REVIEW_TEXT, replyText: null, repliedAt: null, version: sql`${reviews.version} + 1`, updatedAt: new Date() })
    .where(eq(reviews.userId, person.userId));

  const identifiers = [person.email, ...phones];
  const quotes = (column: SQL) => identifiers.map((identifier) => sql`strpos(lower(${column}), ${identifier}) > 0`);
  // The WhatsApp and SMS messages go with the account's messaging (eraseMessaging).
  await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.channel, 'email'),
        or(
          sql`lower(${outbox.recipient}) = ${person.email}`,
          sql`lower(${outbox.replyTo}) = ${person.email}`,
          ...quotes(sql`coalesce(${outbox.subject}, '')`),
          ...quotes(sql`coalesce(${outbox.textBody}, '')`),
          ...quotes(sql`coalesce(${outbox.htmlBody}, '')`),
        ),
      ),
    );

  const webhooks = await tx
    .select({ id: webhookEvents.id, rawBody: webhookEvents.rawBody })
    .from(webhookEvents)
    .where(or(...quotes(sql`${webhookEvents.rawBody}`)));
  for (const webhook of webhooks) {
    const rawBody = phones.reduce((body, phone) => body.replaceAll(phone, ERASED_PHONE), replaceIgnoringCase(webhook.rawBody, person.email, person.placeholderEmail));
    await tx.update(webhookEvents).set({ rawBody }).where(eq(webhookEvents.id, webhook.id));
  }

  await tx
    .update(deliveryProblems)
    .set({ phone: null, addressLine: null })
    .where(sql`${deliveryProblems.orderId} in (select ${orders.id} from ${orders} where ${orders.userId} = ${person.userId})`);
  // Keys are `<e-mail or phone>` or `<e-mail or phone> <client address>` (src/accounts/limits.ts).
  await tx
    .delete(rateLimitCounters)
    .where(or(...identifiers.flatMap((identifier) => [sql`lower(${rateLimitCounters.key}) = ${identifier}`, sql`left(lower(${rateLimitCounters.key}), ${identifier.length + 1}) = ${`${identifier} `}`])));
}

/** Every phone number the shop holds for them: the account's, the address book's and the orders' delivery copies. */
async function phonesOf(tx: Transaction, userId: number): Promise<string[]> {
  const [account, book, deliveries] = await Promise.all([
    tx.select({ phone: users.contact }).from(users).where(eq(users.id, userId)),
    tx.select({ phone: addresses.phone }).from(addresses).where(eq(addresses.userId, userId)),
    tx.select({ phone: orders.shipPhone }).from(orders).where(eq(orders.userId, userId)),
  ]);
  const phones = [...account, ...book, ...deliveries].flatMap(({ phone }) => (phone?.trim() ? [phone.trim().toLowerCase()] : []));
  return [...new Set(phones)];
}

function replaceIgnoringCase(text: string, search: string, replacement: string): string {
  return text.replace(new RegExp(search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), replacement);
}
