/**
 * A new ticket: its number, its clocks, the shopper's words as the thread's start, and the acknowledgement sent
 * at once, all in the caller's transaction, so a ticket never exists without its acknowledgement queued.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { complaintNumbers, complaints } from '../db/schema';
import { indianDate } from '../kernel';
import { notify } from '../notify';
import { deadlinesFrom } from './clocks';
import { complaintLink, complaintToken } from './links';

export interface NewComplaint {
  userId: number | null;
  orderId: number | null;
  contactMessageId: number | null;
  name: string;
  email: string;
  text: string;
  /** When the shop had it; the clocks run from here. */
  receivedAt: Date;
}

export interface ComplaintLinkSettings {
  /** The key the status page's links are signed with. */
  linkKey: Buffer;
  siteUrl: string;
}

export interface OpenedComplaint {
  id: number;
  number: string;
  token: string;
  acknowledgeBy: Date;
  resolveBy: Date;
}

export async function openComplaint(tx: Transaction, complaint: NewComplaint, now: Date, settings: ComplaintLinkSettings): Promise<OpenedComplaint> {
  const number = await nextNumber(tx, now);
  const { acknowledgeBy, resolveBy } = deadlinesFrom(complaint.receivedAt);
  const [row] = await tx
    .insert(complaints)
    .values({ ...complaint, number, acknowledgedAt: now, acknowledgeBy, resolveBy })
    .returning({ id: complaints.id });
  await notify(
    tx,
    {
      name: 'complaint_received',
      number,
      shopperName: complaint.name,
      text: complaint.text,
      orderId: complaint.orderId,
      resolveBy,
      link: complaintLink(settings.linkKey, number, settings.siteUrl),
      siteUrl: settings.siteUrl,
    },
    { email: complaint.email, userId: complaint.userId },
  );
  return { id: row!.id, number, token: complaintToken(settings.linkKey, number), acknowledgeBy, resolveBy };
}

/** `GR-<year>-<00001…>`: the year in India's calendar, counted from 1 each year; the row lock serialises two filings. */
async function nextNumber(tx: Transaction, now: Date): Promise<string> {
  const year = Number(indianDate(now).slice(0, 4));
  const [row] = await tx
    .insert(complaintNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: complaintNumbers.year, set: { last: sql`${complaintNumbers.last} + 1` } })
    .returning({ last: complaintNumbers.last });
  return `GR-${year}-${String(row!.last).padStart(5, '0')}`;
}
