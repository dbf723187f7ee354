/**
 * A customer asks to return units of their own delivered order. The order row is locked first, so two requests
 * for the same units at once are taken one after the other and the second finds them asked for (409). Every rule
 * is checked before anything is written: the window, each line on the order and within what may still be returned,
 * a non-returnable product only for the shop's fault, a replacement only where the owner allows it for the reason,
 * photos the customer's own and not yet used (at least one when the shop is at fault). The request, its lines and
 * its photos are written, and the customer told, in one transaction.
 */
import type { Schema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { isPossibleId, type Database } from '../../db/database';
import { orders, returnLines, returns } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { ConflictError, InvalidInputError, NotFoundError, ORDER_NOT_FOUND, type FieldProblems, problem, type Problem } from '../../errors';
import { indianTimeInWords } from '../../kernel';
import { notify } from '../../notify';
import { attachReturnPhotos, isShopFault, returnSettings } from '../../returns';
import { shopNow } from '../../shop-clock';
import { offerOf } from './offer';

export type ReturnRequest = Schema<'ReturnRequest'>;

function conflict(field: string, refusal: Problem): ConflictError {
  return new ConflictError(refusal, { [field]: [refusal] });
}

export async function requestReturn(db: Database, customerId: number, orderId: number, request: ReturnRequest, context: { siteUrl: string }, now: Date = shopNow()): Promise<number> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, customerId))).for('update');
    // Another customer's order is not found, whatever the request holds.
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const settings = await returnSettings(tx);
    const offer = await offerOf(tx, order, settings);
    if (!offer.openUntil) throw conflict('lines', problem('return_before_delivery', 'This order is not delivered yet: a return can be asked for once it arrives.'));
    if (offer.openUntil < now) throw conflict('lines', problem('return_window_closed', `Returns for this order closed on ${indianTimeInWords(offer.openUntil)}.`));

    const errors: FieldProblems = {};
    const shopFault = isShopFault(request.reason);
    const seen = new Set<number>();
    let askedAgain: string | null = null;
    request.lines.forEach((line, index) => {
      const field = `lines[${index}]`;
      const offered = offer.lines.find((each) => each.orderItemId === line.order_item_id);
      if (!offered) return void (errors[`${field}.order_item_id`] = [problem('item_not_in_order', 'This item is not on the order.')]);
      if (seen.has(line.order_item_id)) return void (errors[`${field}.order_item_id`] = [problem('item_repeated', 'Name each item once.')]);
      seen.add(line.order_item_id);
      if (!offered.anyReason && !shopFault) {
        errors[`${field}.order_item_id`] = [problem('item_not_returnable', `${offered.productName} can be returned only if it arrived damaged, defective or not what you ordered.`)];
      }
      if (line.quantity > offered.delivered) errors[`${field}.quantity`] = [problem('return_exceeds_delivered', `Only ${offered.delivered} of this item were delivered.`)];
      else if (line.quantity > offered.returnable) askedAgain ??= `${field}.quantity`;
    });
    if (request.resolution === 'replacement' && !(settings.replacementReasons as readonly string[]).includes(request.reason)) {
      errors.resolution = [problem('replacement_not_offered', 'A replacement can be asked for only for goods that arrived damaged or do not work; ask for a refund.')];
    }
    if (shopFault && request.photo_ids.length === 0) errors.photo_ids = [problem('return_photo_required', 'Add at least one photo of the problem.')];
    if (Object.keys(errors).length > 0) throw new InvalidInputError(errors, 'The return cannot be asked for.');
    if (askedAgain !== null) throw conflict(askedAgain, problem('return_units_taken', 'Some of these units are already in another return request.'));

    const note = request.note?.trim() || null;
    const [made] = await tx.insert(returns).values({ orderId, reason: request.reason, resolution: request.resolution, note }).returning({ id: returns.id });
    await tx.insert(returnLines).values(request.lines.map((line) => ({ returnId: made!.id, orderItemId: line.order_item_id, quantity: line.quantity })));
    // Photos that are another's, or already in a return, are refused here: the transaction is undone with the refusal.
    if ((await attachReturnPhotos(tx, customerId, made!.id, request.photo_ids)) !== request.photo_ids.length) {
      throw new InvalidInputError({ photo_ids: [problem('return_photos_unavailable', 'Upload the photos again: some are not yours to add or are already in a return.')] }, 'The return cannot be asked for.');
    }
    await notify(tx, { name: 'return_update', news: { orderId, returnId: made!.id, step: 'requested' }, siteUrl: context.siteUrl }, { userId: customerId });
    return made!.id;
  });
}
