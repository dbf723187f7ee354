/**
 * Background jobs on pg-boss, over the shop's own database (PGlite or PostgreSQL): queues declared in code,
 * jobs enqueued in the transaction of the change that causes them, run by any instance that works jobs,
 * retried with backoff up to a limit, scheduled ones once per period across all instances, and what failed
 * or is stuck shown to staff. Decision 040 says why and how.
 */
export { enqueue, enqueueDrain } from './enqueue';
export { startJobs, type JobEngine, type JobHandler } from './engine';
export { jobFigures } from './figures';
export { createJobQueues, type JobQueue } from './queues';
export { listTroubledJobs, retryFailedJob } from './troubled-jobs';
export type { JobSettings } from './settings';
