/** The back-office's dashboard figures, its low-stock threshold, and the accountant's CSV of tax documents. */
import type { FastifyInstance } from 'fastify';
import { countIncompleteDeclarations } from '../../../catalog';
import { dashboardFigures, setLowStockThreshold } from '../../../dashboard';
import type { Database } from '../../../db/database';
import { openDeliveryProblems } from '../../../flows/delivery-problems/views';
import { returnFigures } from '../../../flows/return-requests/views';
import { invoiceRegister, registerCsv } from '../../../invoices';
import { declarationDefaults } from '../../../site';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminDashboardRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'getAdminDashboard', async () => ({
    ...(await dashboardFigures(db)),
    delivery_problems: await openDeliveryProblems(db),
    ...(await returnFigures(db)),
    incomplete_declarations: await countIncompleteDeclarations(db, await declarationDefaults(db)),
  }));

  registerOperation(app, 'setLowStockThreshold', async (request) =>
    setLowStockThreshold(db, request.body, signedInStaff(request).userId),
  );

  registerOperation(app, 'exportOrdersCsv', async (request, reply) => {
    const { from, to } = request.query;
    const csv = registerCsv(await invoiceRegister(db, from, to));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
      .code(200)
      .send(csv);
  });
}
