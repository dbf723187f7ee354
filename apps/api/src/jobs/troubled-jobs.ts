/**
 * What staff see of the background jobs: those that failed on their last try and those stuck, and a failed
 * one tried again on an owner's word. Read straight from pg-boss's table, where each job keeps its tries
 * (`retry_count`) and its last failure (`output`, as engine.ts recorded it).
 */
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Schema } from '@shop/contracts';
import { recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { rowsOf } from '../db/rows';
import { ConflictError, NotFoundError, problem } from '../errors';
import { sqlExecutor } from './sql';
import { inTransaction } from '../db/transaction';

type AdminJob = Schema<'AdminJob'>;

const SHOWN = 50;
/** A due job not started this long after it became due has no instance working its queue. */
const WAITING_TOO_LONG = sql`interval '5 minutes'`;

interface JobRow extends Record<string, unknown> {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  retry_count: number;
  retry_limit: number;
  started_on: Date | string | null;
  error: string | null;
  created_on: Date | string;
  since: Date | string;
  total: number | string;
}

const COLUMNS = sql`id::text, name, state::text as state, retry_count, retry_limit, started_on,
  created_on, case state when 'failed' then completed_on when 'active' then started_on else start_after end as since,
  nullif(concat_ws(' - ',
    nullif(concat_ws(': ', output->>'type', coalesce(output->>'message', output->'value'->>'message')), ''),
    nullif(concat_ws(': ', output->'cause'->>'type', output->'cause'->>'message'), '')), '') as error`;

export async function listTroubledJobs(db: Database): Promise<Schema<'TroubledJobs'>> {
  const rows = rowsOf<JobRow>(
    await db.execute(sql`
      select ${COLUMNS}, count(*) over () as total
      from pgboss.job j
      where (j.state = 'failed'
          -- A scheduled job's failure is over once a later run of it succeeded.
          and not (j.singleton_on is not null and exists (
            select 1 from pgboss.job later where later.name = j.name and later.state = 'completed' and later.created_on > j.created_on)))
        or (j.state in ('created', 'retry') and j.start_after < now() - ${WAITING_TOO_LONG})
        or (j.state = 'active' and j.started_on + j.expire_in < now())
      order by since desc, id
      limit ${SHOWN}`),
  );
  return { items: rows.map(asAdminJob), total: Number(rows[0]?.total ?? 0) };
}

/** Makes a failed job due now with one more try; pg-boss's `retry`, in a transaction with its audit entry. */
export async function retryFailedJob(db: Database, id: string, actorId: number): Promise<AdminJob> {
  return inTransaction(db, async (tx) => {
    const before = await lockedJob(tx, id);
    if (before.state !== 'failed') throw new ConflictError(problem('job_not_failed', `This job is ${before.state}: only a failed job can be tried again.`));
    const boss = new PgBoss({ db: sqlExecutor(tx), migrate: false, schedule: false, supervise: false });
    await boss.retry(before.name, id);
    const after = await lockedJob(tx, id);
    await recordAudit(tx, { actorId, action: 'job.retry', entityType: 'job', entityId: id, before, after });
    return after;
  });
}

async function lockedJob(tx: Transaction, id: string): Promise<AdminJob> {
  const [row] = rowsOf<JobRow>(await tx.execute(sql`select ${COLUMNS}, 1 as total from pgboss.job where id = ${id}::uuid for update`));
  if (!row) throw new NotFoundError(problem('job_not_found', 'No such job.'));
  return asAdminJob(row);
}

function asAdminJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    name: row.name,
    state: row.state === 'failed' ? 'failed' : row.state === 'active' ? 'running' : 'waiting',
    // pg-boss counts retries, and counts a run only once it is fetched: an active job's run is under way.
    tries: row.started_on === null ? 0 : Number(row.retry_count) + 1,
    max_tries: Number(row.retry_limit) + 1,
    error: row.error,
    created_at: new Date(row.created_on).toISOString(),
    since: new Date(row.since).toISOString(),
  };
}
