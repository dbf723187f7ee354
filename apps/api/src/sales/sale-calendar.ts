/**
 * The public data's version with the sales' calendar in it. A sale starting or ending changes prices with
 * nothing written at that moment, so the version the kept answers and pages are keyed by (decision 020) is
 * the database's version and how many sale starts and ends the shop's clock has passed: an answer kept
 * before a sale began is old the moment it begins, on every instance at once.
 */
import type { Database } from '../db/database';
import type { PublicDataVersion } from '../db/public-data-version';
import { sales } from '../db/schema';
import { shopNow } from '../shop-clock';

/** What the kept answers are keyed by: "<database version>.<sale moments passed>". */
export interface PublicVersion {
  current(): Promise<string>;
  known(): string | undefined;
  markStale(): void;
}

interface Calendar {
  /** The database version the moments were read at. */
  version: number;
  /** Every sale's start and end, in milliseconds. */
  moments: number[];
}

export function withSaleCalendar(db: Database, data: PublicDataVersion, now: () => Date = shopNow): PublicVersion {
  let calendar: Calendar | undefined;

  async function calendarOf(version: number): Promise<Calendar> {
    if (calendar?.version === version) return calendar;
    const rows = await db.select({ startsAt: sales.startsAt, endsAt: sales.endsAt }).from(sales);
    const read = { version, moments: rows.flatMap((sale) => [sale.startsAt.getTime(), sale.endsAt.getTime()]) };
    // A slower read of an older version does not replace a newer one.
    if (!calendar || calendar.version <= version) calendar = read;
    return read;
  }

  const keyOf = (read: Calendar) => {
    const at = now().getTime();
    return `${read.version}.${read.moments.filter((moment) => moment <= at).length}`;
  };

  return {
    async current() {
      return keyOf(await calendarOf(await data.current()));
    },
    known() {
      const version = data.known();
      return version !== undefined && calendar?.version === version ? keyOf(calendar) : undefined;
    },
    markStale: () => data.markStale(),
  };
}
