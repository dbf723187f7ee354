/** The back-office's customers: the list, one customer, deactivation, and the DPDP export and erasure. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deactivateCustomer, eraseCustomer, exportCustomerData, getAdminCustomer, listAdminCustomers, reactivateCustomer } from '../../../customers';
import type { Database } from '../../../db/database';
import type { StaffRole } from '../../../db/tables/values';
import type { MediaStorage } from '../../../media';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminCustomerRoutes(app: FastifyInstance, { db, storage }: { db: Database; storage: Pick<MediaStorage, 'delete'> }): void {
  registerOperation(app, 'listAdminCustomers', async (request) => {
    const q = request.query;
    return listAdminCustomers(db, { page: q.page ?? 1, pageSize: q.page_size ?? 25, search: q.q, status: q.status });
  });

  registerOperation(app, 'getAdminCustomer', async (request) => getAdminCustomer(db, request.params.customerId));

  registerOperation(app, 'deactivateCustomer', async (request) =>
    deactivateCustomer(db, request.params.customerId, { ...actor(request), version: request.body.version }),
  );

  registerOperation(app, 'reactivateCustomer', async (request) =>
    reactivateCustomer(db, request.params.customerId, { ...actor(request), version: request.body.version }),
  );

  registerOperation(app, 'eraseCustomer', async (request) =>
    eraseCustomer(db, storage, request.params.customerId, { ...actor(request), version: request.body.version, confirmEmail: request.body.email }),
  );

  registerOperation(app, 'exportCustomerData', async (request, reply) => {
    const data = await exportCustomerData(db, request.params.customerId, signedInStaff(request).userId);
    return reply
      .header('content-disposition', `attachment; filename="customer-${data.profile.id}-data.json"`)
      .code(200)
      .send(data);
  });
}

function actor(request: FastifyRequest): { actorId: number; actorRole: StaffRole } {
  const { userId, role } = signedInStaff(request);
  return { actorId: userId, actorRole: role };
}
