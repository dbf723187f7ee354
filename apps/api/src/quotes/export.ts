/**
 * A customer's requests for quotation in their data export: those filed under the account and those sent from its
 * e-mail address (the same quotes erasure takes), with what they told the shop and the site photos they sent,
 * listed by id and upload time only: the export is a summary of data, not a copy of the pictures.
 */
import type { Schema } from '@shop/contracts';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { quotePhotos, quotes } from '../db/schema';
import { indianDate } from '../kernel';
import { statusOf } from './reshape';

export async function quotesForExport(tx: Transaction, userId: number, email: string, now: Date): Promise<NonNullable<Schema<'CustomerDataExport'>['quotes']>> {
  const rows = await tx
    .select()
    .from(quotes)
    .where(or(eq(quotes.userId, userId), sql`lower(${quotes.email}) = lower(${email})`))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  const photos = rows.length
    ? await tx
        .select({ id: quotePhotos.id, quoteId: quotePhotos.quoteId, createdAt: quotePhotos.createdAt })
        .from(quotePhotos)
        .where(
          inArray(
            quotePhotos.quoteId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(quotePhotos.id))
    : [];
  const today = indianDate(now);
  return rows.map((row) => ({
    number: row.number,
    requested_at: row.createdAt.toISOString(),
    status: statusOf(row, today),
    name: row.name,
    organisation: row.organisation,
    phone: row.phone,
    email: row.email,
    gstin: row.gstin,
    site_pincode: row.sitePincode,
    site_address: row.siteAddress,
    note: row.note,
    order_id: row.orderId,
    photos: photos.filter((photo) => photo.quoteId === row.id).map((photo) => ({ id: photo.id, uploaded_at: photo.createdAt.toISOString() })),
  }));
}
