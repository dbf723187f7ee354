/** The contact form. */
import type { FastifyInstance } from 'fastify';
import { sendContactMessage, type ContactSettings } from '../../contact';
import type { Database } from '../../db/database';
import { registerOperation } from '../contract';

export function registerContactRoutes(app: FastifyInstance, db: Database, settings: ContactSettings): void {
  registerOperation(app, 'sendContactMessage', async (request, reply) => {
    const { id } = await sendContactMessage(db, request.body, { ip: request.ip }, settings);
    return reply.code(201).send({ id, detail: 'Message received.' });
  });
}
