/**
 * How a complaint becomes a ticket: filed by a signed-in customer (about one of their orders or none), by anyone
 * holding an order's number and the address it was placed with, or handed over by staff from the contact inbox.
 * Each crosses the customer's account or order, or the contact message, with the complaint desk, in one
 * transaction: the ticket, its acknowledgement and (for a message) the message's new state, or none of them.
 */
import type { Schema } from '@shop/contracts';
import { getProfile, type SignedIn } from '../accounts';
import { recordAudit } from '../audit';
import { getAdminComplaint, openComplaint, type ComplaintLinkSettings } from '../complaints';
import { handOverAsComplaint } from '../contact';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { ConflictError, InvalidInputError, problem } from '../errors';
import { isUniqueViolation, type Client } from '../kernel';
import { orderOwner } from '../orders';
import { consumeRateLimit } from '../rate-limit';
import { shopNow } from '../shop-clock';
import { normaliseEmail } from '../validation';

export interface ComplaintFilingSettings extends ComplaintLinkSettings {
  /** Complaints one client may file by order number in an hour: the contact form's limit. */
  perHourLimit: number;
}

type Receipt = Schema<'ComplaintReceipt'>;

const NO_SUCH_ORDER = problem('complaint_order_not_found', 'We found no order with this number placed with this e-mail address. Check both against your order confirmation.');
const NOT_YOUR_ORDER = problem('complaint_order_not_yours', 'We found no order of yours with this number.');

export async function fileOwnComplaint(db: Database, signedIn: SignedIn, input: Schema<'ComplaintInput'>, settings: ComplaintLinkSettings): Promise<Receipt> {
  const orderId = input.order_id ?? null;
  const owner = orderId === null ? null : await orderOwner(db, orderId);
  if (orderId !== null && owner?.userId !== signedIn.userId) throw new InvalidInputError({ order_id: [NOT_YOUR_ORDER] });
  const profile = await getProfile(db, signedIn.userId);
  const now = shopNow();
  const opened = await inTransaction(db, (tx) =>
    openComplaint(tx, { userId: signedIn.userId, orderId, contactMessageId: null, name: profile.name, email: profile.email, text: input.text.trim(), receivedAt: now }, now, settings),
  );
  return receipt(opened);
}

/** An unknown order and an address that does not match answer alike, so the form tells a stranger neither. */
export async function fileOrderComplaint(db: Database, input: Schema<'OrderComplaintInput'>, client: Client, settings: ComplaintFilingSettings): Promise<Receipt> {
  await consumeRateLimit(db, { bucket: 'complaint', limit: settings.perHourLimit, windowSeconds: 3600, detail: 'Too many complaints sent. Please try again later.' }, client.ip);
  const owner = await orderOwner(db, input.order_number);
  if (!owner || normaliseEmail(owner.email) !== normaliseEmail(input.email)) throw new InvalidInputError({ order_number: [NO_SUCH_ORDER] });
  const now = shopNow();
  const opened = await inTransaction(db, (tx) =>
    openComplaint(tx, { userId: owner.userId, orderId: owner.orderId, contactMessageId: null, name: owner.name, email: owner.email, text: input.text.trim(), receivedAt: now }, now, settings),
  );
  return receipt(opened);
}

/** Staff make a ticket of a contact message: its clocks run from the message's arrival, not from today. */
export async function complaintFromMessage(
  db: Database,
  messageId: number,
  context: { actorId: number; version: number },
  settings: ComplaintLinkSettings,
): Promise<Schema<'AdminComplaint'>> {
  const now = shopNow();
  try {
    return await inTransaction(db, async (tx) => {
      let complaintId = 0;
      await handOverAsComplaint(tx, messageId, context, async (message) => {
        const text = `${message.subject}\n\n${message.message}`;
        const opened = await openComplaint(tx, { userId: null, orderId: null, contactMessageId: message.id, name: message.name, email: message.email, text, receivedAt: message.createdAt }, now, settings);
        complaintId = opened.id;
        return opened;
      });
      const ticket = await getAdminComplaint(tx, complaintId, now);
      await recordAudit(tx, { actorId: context.actorId, action: 'complaint.open', entityType: 'complaint', entityId: complaintId, before: null, after: ticket });
      return ticket;
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'complaints_contact_message_key')) throw error;
    const already = problem('already_a_complaint', 'This message is a complaint ticket already.');
    throw new ConflictError(already, { status: [already] });
  }
}

function receipt(opened: { number: string; token: string; acknowledgeBy: Date; resolveBy: Date }): Receipt {
  return { number: opened.number, token: opened.token, acknowledge_by: opened.acknowledgeBy.toISOString(), resolve_by: opened.resolveBy.toISOString() };
}
