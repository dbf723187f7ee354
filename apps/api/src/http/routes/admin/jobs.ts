/** The background jobs that failed or are stuck, and an owner's retry of a failed one. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { listTroubledJobs, retryFailedJob } from '../../../jobs';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminJobRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'listTroubledJobs', async () => listTroubledJobs(db));

  registerOperation(app, 'retryJob', async (request) => retryFailedJob(db, request.params.id, signedInStaff(request).userId));
}
