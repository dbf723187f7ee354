/** The sales live at a moment, as the shell around every page tells them (announcement bar, offers page). */
import type { Schema } from '@shop/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sales } from '../db/schema';
import { liveAt } from './sale-prices';

export type LiveSale = Schema<'LiveSale'>;

/** Ending soonest first. */
export async function liveSalesAt(db: Database, at: Date): Promise<LiveSale[]> {
  const rows = await db.select().from(sales).where(liveAt(at)).orderBy(asc(sales.endsAt), asc(sales.id));
  return rows.map((sale) => ({
    id: sale.id,
    name: sale.name,
    percent_off: sale.percentOff,
    amount_off_paise: sale.amountOffPaise,
    ends_at: sale.endsAt.toISOString(),
  }));
}
