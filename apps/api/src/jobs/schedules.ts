/**
 * Scheduled jobs, once per period across all instances: every instance that works jobs offers the queue a
 * job several times per period, and pg-boss's throttling (`sendThrottled`) keeps one per slot: the job
 * records the period's slot by the database's clock, and a unique index takes one job per queue and slot.
 * An instance whose offer was the one taken wakes its own worker, so the job starts at once.
 */
import type PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import type { JobQueue } from './queues';

/** Offers per period: enough that a late timer never lets a slot pass without a job. */
const OFFERS_PER_PERIOD = 4;
/** No offer waits longer than this, so a long period's job starts soon after the period turns. */
const LONGEST_OFFER_GAP_MS = 30_000;

export function startSchedules(boss: PgBoss, queues: readonly JobQueue[], { logger, sent }: { logger: Logger; sent: (name: string) => void }): { stop(): void } {
  const timers: NodeJS.Timeout[] = [];
  for (const queue of queues) {
    const period = queue.everySeconds;
    if (!period) continue;
    const offer = () =>
      boss
        .sendThrottled(queue.name, {}, {}, period, queue.name)
        .then((id) => id && sent(queue.name))
        .catch((error: unknown) => logger.warn({ job: queue.name, err: error }, 'Could not offer a scheduled job; the next offer will'));
    void offer();
    const timer = setInterval(offer, Math.min(LONGEST_OFFER_GAP_MS, (period * 1000) / OFFERS_PER_PERIOD));
    timer.unref();
    timers.push(timer);
  }
  return { stop: () => timers.forEach(clearInterval) };
}
