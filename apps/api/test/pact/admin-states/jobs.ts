/** Provider states of the back-office's background jobs pacts: a job that failed on its last try. */
import { sql } from 'drizzle-orm';
import { HOUSEKEEPING_QUEUES } from '../../../src/housekeeping';
import type { Database } from '../../../src/db/database';
import { enqueue } from '../../../src/jobs';
import type { StateHandler } from '../state-support';

export function adminJobStates(db: Database): Record<string, StateHandler> {
  return {
    // Tried six times (the default limit of five retries), the provider unreachable each time. Returns `jobId`.
    'a reconcile-payments job failed on its last try': async () => {
      const jobId = await enqueue(db, HOUSEKEEPING_QUEUES.reconcilePayments, {});
      await db.execute(sql`
        update pgboss.job set state = 'failed', retry_count = retry_limit, started_on = now() - interval '2 minutes', completed_on = now(),
          output = ${JSON.stringify({ type: 'Error', message: 'The payment provider did not answer' })}::jsonb
        where id = ${jobId}::uuid`);
      return { jobId };
    },
  };
}
