/** The jobs' figures for the operator's metrics (GET /metrics): per queue, how many wait, run and failed, and the oldest's age. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/rows';

interface QueueFigures {
  name: string;
  /** Due and not started. */
  waiting: number;
  running: number;
  /** Failed on their last try, kept a week (see engine.ts). */
  failed: number;
  /** Seconds since the longest-waiting due job became due; 0 when none waits. */
  oldestWaitingSeconds: number;
  /** Seconds since the longest-running job started; 0 when none runs. */
  oldestRunningSeconds: number;
}

export async function jobFigures(db: Database): Promise<QueueFigures[]> {
  const answer = await db.execute(sql`
    select q.name,
      count(*) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as waiting,
      count(*) filter (where j.state = 'active')::int as running,
      count(*) filter (where j.state = 'failed')::int as failed,
      coalesce(extract(epoch from now() - min(j.start_after) filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as oldest_waiting,
      coalesce(extract(epoch from now() - min(j.started_on) filter (where j.state = 'active')), 0)::float8 as oldest_running
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
    where q.name not like '\\_\\_pgboss%'
    group by q.name
    order by q.name`);
  const rows = rowsOf(answer);
  return rows.map((row) => ({
    name: String(row.name),
    waiting: Number(row.waiting),
    running: Number(row.running),
    failed: Number(row.failed),
    oldestWaitingSeconds: Number(row.oldest_waiting),
    oldestRunningSeconds: Number(row.oldest_running),
  }));
}
