/** The back-office's complaint desk, and making a ticket of a contact message. */
import type { FastifyInstance } from 'fastify';
import type { AccountKeys } from '../../../accounts';
import { answerComplaint, getAdminComplaint, listAdminComplaints, resolveComplaint } from '../../../complaints';
import type { Database } from '../../../db/database';
import { complaintFromMessage } from '../../../flows/file-complaint';
import { shopNow } from '../../../shop-clock';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminComplaintRoutes(app: FastifyInstance, db: Database, keys: () => Promise<AccountKeys>, siteUrl: string): void {
  const linkSettings = async () => ({ linkKey: (await keys()).complaintLinks, siteUrl });

  registerOperation(app, 'listAdminComplaints', async (request) => {
    const q = request.query;
    return listAdminComplaints(db, { page: q.page ?? 1, pageSize: q.page_size ?? 25, status: q.status }, shopNow());
  });

  registerOperation(app, 'getAdminComplaint', async (request) => getAdminComplaint(db, request.params.complaintId, shopNow()));

  registerOperation(app, 'answerComplaint', async (request, reply) => {
    const complaint = await answerComplaint(db, request.params.complaintId, { actorId: signedInStaff(request).userId, ...request.body }, shopNow(), await linkSettings());
    return reply.code(201).send(complaint);
  });

  registerOperation(app, 'resolveComplaint', async (request) =>
    resolveComplaint(db, request.params.complaintId, { actorId: signedInStaff(request).userId, ...request.body }, shopNow(), await linkSettings()),
  );

  registerOperation(app, 'makeComplaintFromMessage', async (request, reply) => {
    const complaint = await complaintFromMessage(db, request.params.messageId, { actorId: signedInStaff(request).userId, version: request.body.version }, await linkSettings());
    return reply.code(201).send(complaint);
  });
}
