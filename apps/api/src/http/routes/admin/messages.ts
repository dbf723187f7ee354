/** The back-office's inbox of contact-form messages. */
import type { FastifyInstance } from 'fastify';
import { getAdminMessage, handleMessage, listAdminMessages, markMessageRead, markMessageSpam, replyToMessage, type ReplySettings } from '../../../contact';
import { complaintOfMessage } from '../../../complaints';
import type { Database } from '../../../db/database';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminMessageRoutes(app: FastifyInstance, db: Database, settings: ReplySettings): void {
  registerOperation(app, 'listAdminMessages', async (request) => {
    const q = request.query;
    return listAdminMessages(db, { page: q.page ?? 1, pageSize: q.page_size ?? 25, status: q.status });
  });

  // The one answer that says which ticket, if any, the message became: the inbox's page links to it.
  registerOperation(app, 'getAdminMessage', async (request) => {
    const message = await getAdminMessage(db, request.params.messageId);
    return { ...message, complaint: await complaintOfMessage(db, message.id) };
  });

  registerOperation(app, 'markMessageRead', async (request) =>
    markMessageRead(db, request.params.messageId, { actorId: signedInStaff(request).userId, version: request.body.version }),
  );

  registerOperation(app, 'handleMessage', async (request) =>
    handleMessage(db, request.params.messageId, { actorId: signedInStaff(request).userId, ...request.body }),
  );

  registerOperation(app, 'markMessageSpam', async (request) =>
    markMessageSpam(db, request.params.messageId, { actorId: signedInStaff(request).userId, version: request.body.version }),
  );

  registerOperation(app, 'replyToMessage', async (request, reply) => {
    const message = await replyToMessage(db, request.params.messageId, { actorId: signedInStaff(request).userId, ...request.body }, settings);
    return reply.code(201).send(message);
  });
}
