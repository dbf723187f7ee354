/** The customer's address book. */
import type { FastifyInstance } from 'fastify';
import { createAddress, deleteAddress, listAddresses } from '../../addresses';
import type { Database } from '../../db/database';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

export function registerAddressRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'listAddresses', async (request) =>
    listAddresses(db, signedIn(request).userId, request.params.userId),
  );

  registerOperation(app, 'createAddress', async (request, reply) => {
    const address = await createAddress(db, signedIn(request).userId, request.body);
    return reply.code(201).send(address);
  });

  registerOperation(app, 'deleteAddress', async (request, reply) => {
    await deleteAddress(db, signedIn(request).userId, request.params.id);
    return reply.code(204).send();
  });
}
