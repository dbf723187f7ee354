/**
 * Erasure on request under India's Digital Personal Data Protection Act 2023. The person's details on
 * the account are replaced by placeholders (the e-mail by `erased-<id>@invalid`, which can never collide
 * with a real address or receive mail), their saved addresses, wishlist, sign-up codes, complaints, requests for quotation, contact-form
 * messages, bookings (site surveys, and installations with the crew's notes and photos), and their WhatsApp and SMS number, choices and messages are deleted, their traces elsewhere (reviews, mail, webhooks, rate-limit keys) go as
 * erase-traces.ts says, their returns lose their words and photos (returns/erasure.ts), and the account can never
 * sign in again. Orders are kept with the delivery
 * details printed on their tax invoices: GST law requires the records, and invoices are read from the
 * order (decision 017). Audit entries never held their details (audit/personal-fields.ts); this one
 * records the fact and the id.
 */
import { eq, or, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { eraseBookings } from '../bookings';
import { forgetSavedCart } from '../carts';
import { eraseMessaging } from '../messaging';
import type { Database } from '../db/database';
import { addresses, complaints, contactMessages, emailOtps, quotes, users, wishlistEntries } from '../db/schema';
import { ConflictError, InvalidInputError, ServiceUnavailableError, problem } from '../errors';
import type { MediaStorage } from '../media';
import { eraseQuotePhotos } from '../quotes';
import { eraseReturnTraces } from '../returns';
import { revokeAllStaffSessions } from '../staff';
import { getAdminCustomer, type AdminCustomer } from './admin-customers';
import { auditShape, lockCustomer, type CustomerChangeContext } from './account-state';
import { eraseTraces } from './erase-traces';
import { inTransaction } from '../db/transaction';
import { shopNow } from '../shop-clock';

const ERASED_NAME = 'Erased customer';
/** Never a usable scrypt hash (those are `scrypt$…`): no password can match it. */
const ERASED_PASSWORD_HASH = '!erased';
const STAFF_NOT_ERASABLE = problem('staff_not_erasable', 'A staff account cannot be erased: take its staff role away first.');
const EMAIL_MISMATCH = problem('erase_email_mismatch', "Type the customer's current e-mail address exactly, to confirm which account to erase.");

function erasedEmail(customerId: number): string {
  return `erased-${customerId}@invalid`;
}

const PHOTOS_NOT_REMOVED = problem('photos_not_removed', 'Their return photos could not be removed from storage just now, so nothing was erased. Try again in a minute.');

export async function eraseCustomer(
  db: Database,
  storage: Pick<MediaStorage, 'delete'>,
  customerId: number,
  context: CustomerChangeContext & { confirmEmail: string },
): Promise<AdminCustomer> {
  return inTransaction(db, async (tx) => {
    const before = await lockCustomer(tx, customerId, context.version);
    if (before.staffRole !== null) throw new ConflictError(STAFF_NOT_ERASABLE, { non_field_errors: [STAFF_NOT_ERASABLE] });
    if (context.confirmEmail.trim().toLowerCase() !== before.email.toLowerCase()) throw new InvalidInputError({ email: [EMAIL_MISMATCH] }, EMAIL_MISMATCH);
    const email = before.email.toLowerCase();
    // First, while the phone numbers it looks for are still on the account and in the address book.
    await eraseTraces(tx, { userId: customerId, email, placeholderEmail: erasedEmail(customerId) });

    const [after] = await tx
      .update(users)
      .set({
        name: ERASED_NAME,
        email: erasedEmail(customerId),
        contact: null,
        address: null,
        city: null,
        state: null,
        postalcode: null,
        // The saved business goes with the account; each order keeps the GSTIN its tax invoice names.
        gstin: null,
        businessName: null,
        passwordHash: ERASED_PASSWORD_HASH,
        isActive: false,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        passwordChangedInSession: null,
        erasedAt: new Date(),
        version: before.version + 1,
      })
      .where(eq(users.id, customerId))
      .returning({ id: users.id, version: users.version, isActive: users.isActive, erasedAt: users.erasedAt });
    await tx.delete(addresses).where(eq(addresses.userId, customerId));
    await tx.delete(wishlistEntries).where(eq(wishlistEntries.userId, customerId));
    await forgetSavedCart(tx, customerId);
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`);
    await tx.delete(complaints).where(or(eq(complaints.userId, customerId), sql`lower(${complaints.email}) = ${email}`));
    const theirQuotes = or(eq(quotes.userId, customerId), sql`lower(${quotes.email}) = ${email}`)!;
    // The photos of their sites go with their quotes, from storage too (below).
    const quotePhotoKeys = await eraseQuotePhotos(tx, theirQuotes);
    await tx.delete(quotes).where(theirQuotes);
    await tx.delete(emailOtps).where(sql`lower(${emailOtps.email}) = ${email}`);
    await eraseMessaging(tx, customerId);
    const bookingPhotoKeys = await eraseBookings(tx, customerId, shopNow());
    await revokeAllStaffSessions(tx, customerId);
    await recordAudit(tx, { actorId: context.actorId, action: 'customer.erase', entityType: 'customer', entityId: customerId, before: auditShape(before), after: auditShape(after!) });
    // Last, so storage that fails undoes the erasure, which staff then ask again; removing an object twice is no error.
    const photoKeys = [...new Set([...(await eraseReturnTraces(tx, customerId)), ...quotePhotoKeys, ...bookingPhotoKeys])];
    try {
      await Promise.all(photoKeys.map((key) => storage.delete(key)));
    } catch (error) {
      // The storage's own reason is for the log, as with an upload that could not be stored.
      throw Object.assign(new ServiceUnavailableError(PHOTOS_NOT_REMOVED, 60), { cause: error });
    }
    return getAdminCustomer(tx, customerId);
  });
}
