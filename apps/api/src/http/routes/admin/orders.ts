/** The back-office's orders: the list, one order, its moves along delivery, and its refunds. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import type { DeliveryStatus, PaymentStatus } from '../../../db/tables/values';
import { getAdminOrder, listAdminOrders, type AdminOrderFilter } from '../../../orders/admin-orders';
import { changeDeliveryStatus, type DeliveryMove } from '../../../orders/delivery';
import type { SettleContext } from '../../../orders/settle-payment';
import type { PaymentGateway } from '../../../payments/gateway';
import { startRefund } from '../../../refunds/refunds';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

interface OrderListQuery {
  page?: number;
  page_size?: number;
  payment_status?: PaymentStatus;
  delivery_status?: DeliveryStatus;
  from?: string;
  to?: string;
  q?: string;
  sort?: AdminOrderFilter['sort'];
  order?: AdminOrderFilter['order'];
}

interface MoveBody {
  version: number;
  courier?: string;
  tracking_number?: string;
  tracking_url?: string;
}

interface RefundBody {
  amount_paise: number;
  reason: string;
}

export function registerAdminOrderRoutes(app: FastifyInstance, db: Database, gateway: () => Promise<PaymentGateway>, context: SettleContext): void {
  const { siteUrl } = context;
  registerOperation<{ Querystring: OrderListQuery }>(app, 'listAdminOrders', async (request) => {
    const q = request.query;
    return listAdminOrders(db, {
      page: q.page ?? 1,
      pageSize: q.page_size ?? 25,
      paymentStatus: q.payment_status,
      deliveryStatus: q.delivery_status,
      from: q.from,
      to: q.to,
      search: q.q,
      sort: q.sort,
      order: q.order,
    });
  });

  registerOperation<{ Params: { id: number } }>(app, 'getAdminOrder', async (request) => getAdminOrder(db, request.params.id));

  const moves: Record<string, (body: MoveBody) => DeliveryMove> = {
    processOrder: () => ({ to: 'processing' }),
    shipOrder: (body) => ({ to: 'shipped', shipment: { courier: body.courier ?? '', trackingNumber: body.tracking_number ?? '', trackingUrl: body.tracking_url } }),
    deliverOrder: () => ({ to: 'delivered' }),
    cancelOrder: () => ({ to: 'cancelled' }),
  };
  for (const [operationId, move] of Object.entries(moves)) {
    registerOperation<{ Params: { id: number }; Body: MoveBody }>(app, operationId, async (request) => {
      const { userId, role } = signedInStaff(request);
      await changeDeliveryStatus(db, request.params.id, move(request.body), {
        siteUrl,
        actorId: userId,
        mayRefund: role === 'owner',
        version: request.body.version,
        refunds: { gateway, context: { ...context, logger: request.log } },
      });
      return getAdminOrder(db, request.params.id);
    });
  }

  registerOperation<{ Params: { id: number }; Body: RefundBody; Headers: { 'idempotency-key': string } }>(app, 'createRefund', async (request, reply) => {
    const { userId } = signedInStaff(request);
    await startRefund(
      db,
      await gateway(),
      {
        orderId: request.params.id,
        amountPaise: request.body.amount_paise,
        reason: request.body.reason,
        idempotencyKey: request.headers['idempotency-key'],
        staffId: userId,
      },
      { ...context, logger: request.log },
    );
    return reply.code(201).send(await getAdminOrder(db, request.params.id));
  });
}
