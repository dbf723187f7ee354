/**
 * Recalls a signed-in customer's cart left untouched for the configured hours, once, and only to a customer
 * who allowed offers (it is marketing): on WhatsApp when they allowed offers there, otherwise by e-mail (offers allowed by SMS only; a cart reminder is never an SMS). Never after they ordered (the
 * order forgets the cart; an order placed since, or just before, its last change is checked too), never for products no
 * longer for sale or out of stock, and not at all while the owner has the reminder switched off.
 *
 * Each cart is taken in its own transaction with `for update skip locked` and marked reminded in it, with
 * its message, so several instances sweeping at once remind each cart once.
 */
import { sellingPriceAt } from '../sales';
import { shopNow } from '../shop-clock';
import { and, asc, eq, gt, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { orders, products, savedCarts, users } from '../db/schema';
import { notificationSettings, offerUnsubscribeLinks } from '../messaging';
import { notify, type RemindedLine } from '../notify';
import { inTransaction } from '../db/transaction';

/** At most this many per sweep; the next sweep takes the rest. */
const PER_SWEEP = 100;
/**
 * Placing an order forgets the cart, but a save the browser sent just before it may arrive just after and
 * keep the ordered cart again: an order this close before the cart's last change counts as ordering it.
 */
const IN_FLIGHT_SAVE_MS = 10 * 60 * 1000;

export interface CartReminderContext {
  siteUrl: string;
  /** How long a cart stays untouched before it is recalled. */
  afterHours: number;
  /** Signs each mail's way out of offers (messaging/offer-unsubscribe.ts). */
  unsubscribeKey: Buffer;
}

export type ReminderOutcome = 'whatsapp' | 'email' | 'skipped';

export async function remindAbandonedCarts(db: Database, context: CartReminderContext, now: Date = shopNow()): Promise<ReminderOutcome[]> {
  const { enabledEvents } = await notificationSettings(db);
  if (!enabledEvents.includes('abandoned_cart')) return [];
  const untouchedSince = new Date(now.getTime() - context.afterHours * 60 * 60 * 1000);
  const outcomes: ReminderOutcome[] = [];
  while (outcomes.length < PER_SWEEP) {
    const outcome = await inTransaction(db, async (tx) => {
      const [cart] = await tx
        .select()
        .from(savedCarts)
        .where(and(isNull(savedCarts.remindedAt), lt(savedCarts.updatedAt, untouchedSince)))
        .orderBy(asc(savedCarts.updatedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!cart) return null;
      await tx.update(savedCarts).set({ remindedAt: now }).where(eq(savedCarts.userId, cart.userId));
      return remind(tx, cart, context);
    });
    if (outcome === null) break;
    outcomes.push(outcome);
  }
  return outcomes;
}

async function remind(tx: Transaction, cart: typeof savedCarts.$inferSelect, { siteUrl, unsubscribeKey }: CartReminderContext): Promise<ReminderOutcome> {
  const [customer] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, cart.userId), eq(users.isActive, true), isNull(users.erasedAt)));
  if (!customer) return 'skipped';
  const [ordered] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, cart.userId), gte(orders.createdAt, new Date(cart.updatedAt.getTime() - IN_FLIGHT_SAVE_MS))))
    .limit(1);
  if (ordered) return 'skipped';
  const lines = await linesStillForSale(tx, cart.items);
  if (lines.length === 0) return 'skipped';

  // Whether it goes, and on WhatsApp or by e-mail, is the customer's consent to offers (notify decides).
  const sent = await notify(
    tx,
    { name: 'cart_reminder', customer, lines, siteUrl, unsubscribe: offerUnsubscribeLinks(unsubscribeKey, cart.userId, siteUrl), cartChangedAt: cart.updatedAt },
    { userId: cart.userId },
  );
  if (sent.whatsapp !== undefined) return 'whatsapp';
  return sent.email !== undefined ? 'email' : 'skipped';
}

/** The cart's lines whose products are still on sale and in stock, in the cart's order, at today's prices. */
async function linesStillForSale(tx: Transaction, items: (typeof savedCarts.$inferSelect)['items']): Promise<RemindedLine[]> {
  const rows = await tx
    .select({ id: products.id, title: products.title, slug: products.slug, pricePaise: sellingPriceAt(shopNow()) })
    .from(products)
    .where(and(inArray(products.id, items.map((line) => line.productId)), eq(products.isActive, true), gt(products.stock, 0)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.flatMap((line) => {
    const product = byId.get(line.productId);
    return product ? [{ title: product.title, slug: product.slug, quantity: line.quantity, pricePaise: product.pricePaise }] : [];
  });
}
