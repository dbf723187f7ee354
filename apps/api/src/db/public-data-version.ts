/**
 * The version of what visitors can see (the `public_data_version` row, set by triggers as writes
 * commit). Reading it is one indexed row, but even that is too much for every request of a busy
 * catalogue, so an instance asks at most once per `recheckMs`; a write this instance served marks it
 * stale at once, so its own edits show on the next read, and other instances' within `recheckMs`.
 */
import type { Database } from './database';
import { publicDataVersion } from './schema';

export interface PublicDataVersion {
  current(): Promise<number>;
  /** The version when it was read recently enough to trust without asking (most requests of a busy shop). */
  known(): number | undefined;
  /** Something may have changed: the next `current()` asks the database. */
  markStale(): void;
}

export function trackPublicDataVersion(db: Database, recheckMs: number, now: () => number = Date.now): PublicDataVersion {
  let known: { version: number; at: number } | undefined;
  let asking: Promise<number> | undefined;
  // Counts markStale calls: an answer asked for before the latest one may predate that write.
  let staleMarks = 0;

  async function ask(): Promise<number> {
    const at = now();
    const marksBefore = staleMarks;
    const [row] = await db.select({ version: publicDataVersion.version }).from(publicDataVersion);
    // No row only in a database emptied by hand; 0 still differs from every version a trigger writes.
    const version = row?.version ?? 0;
    if (marksBefore === staleMarks) known = { version, at };
    return version;
  }

  const trusted = () => (known && now() - known.at < recheckMs ? known.version : undefined);

  return {
    known: trusted,
    current() {
      const version = trusted();
      if (version !== undefined) return Promise.resolve(version);
      // One question at a time: a burst of requests shares the answer.
      if (!asking) {
        const question = ask().finally(() => {
          if (asking === question) asking = undefined;
        });
        asking = question;
      }
      return asking;
    },
    markStale() {
      staleMarks += 1;
      known = undefined;
      asking = undefined;
    },
  };
}
