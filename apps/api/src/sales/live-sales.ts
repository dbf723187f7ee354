/** The sales live at a moment, as the shell around every page tells them (announcement bar, offers page). */
import type { Schema } from '@shop/contracts';
import type { LanguageCode } from '@shop/rules/languages';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sales } from '../db/schema';
import { translatedTextsOfAll } from '../translations';
import { liveAt } from './sale-prices';

export type LiveSale = Schema<'LiveSale'>;

/** Ending soonest first, each named in `language` where staff translated its name. */
export async function liveSalesAt(db: Database, at: Date, language: LanguageCode = 'en'): Promise<LiveSale[]> {
  const [rows, translated] = await Promise.all([
    db.select().from(sales).where(liveAt(at)).orderBy(asc(sales.endsAt), asc(sales.id)),
    translatedTextsOfAll(db, ['sale'], language),
  ]);
  return rows.map((sale) => ({
    id: sale.id,
    name: translated('sale', String(sale.id))?.name ?? sale.name,
    percent_off: sale.percentOff,
    amount_off_paise: sale.amountOffPaise,
    ends_at: sale.endsAt.toISOString(),
  }));
}
