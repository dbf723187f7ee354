/**
 * Every queue of the shop's background jobs and the handlers that run them. main.ts starts them; the test
 * runs' migrated templates create the queues, so a test database can take a job without an engine running.
 */
import type { Config } from './config';
import type { Database } from './db/database';
import { HOUSEKEEPING_QUEUES, housekeepingJobs } from './housekeeping';
import type { JobHandler, JobQueue } from './jobs';
import type { Logger } from './logger';
import type { Carrier } from './shipping/carrier';

export const JOB_QUEUES: readonly JobQueue[] = [...Object.values(HOUSEKEEPING_QUEUES)];

export function backgroundJobs(db: Database, logger: Logger, config: Config, carrier: Carrier): JobHandler[] {
  return [...housekeepingJobs(db, logger, config, carrier)];
}
