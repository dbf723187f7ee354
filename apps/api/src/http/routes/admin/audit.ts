/** The audit log, for staff to read and filter. */
import type { FastifyInstance } from 'fastify';
import { listAuditEntries } from '../../../audit';
import type { Database } from '../../../db/database';
import { registerOperation } from '../../contract';

export function registerAdminAuditRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'listAuditEntries', async (request) => {
    const q = request.query;
    return listAuditEntries(db, {
      page: q.page ?? 1,
      pageSize: q.page_size ?? 25,
      entityType: q.entity_type,
      entityId: q.entity_id,
      actorId: q.actor_id,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
    });
  });
}
