/** The back-office's orders: the list, one order, its moves along delivery, and its refunds. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { getAdminOrder } from '../../../flows/order-page';
import { changeDeliveryStatus, listAdminOrders, type DeliveryMove, type SettleContext } from '../../../orders';
import type { MediaStorage } from '../../../media';
import type { PaymentGateway } from '../../../payments';
import { startRefund } from '../../../refunds';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';
import type { OperationGeneric } from '../../operation-types';

type MoveOperation = 'processOrder' | 'shipOrder' | 'deliverOrder' | 'cancelOrder' | 'returnOrder';

export function registerAdminOrderRoutes(app: FastifyInstance, db: Database, gateway: () => Promise<PaymentGateway>, context: SettleContext, storage: Pick<MediaStorage, 'urlOf'>): void {
  const { siteUrl } = context;
  registerOperation(app, 'listAdminOrders', async (request) => {
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

  registerOperation(app, 'getAdminOrder', async (request) => getAdminOrder(db, request.params.id, storage));

  const moveOrder = async (request: FastifyRequest<OperationGeneric<MoveOperation>>, move: DeliveryMove) => {
    const { userId, role } = signedInStaff(request);
    await changeDeliveryStatus(db, request.params.id, move, {
      siteUrl,
      seller: context.seller,
      actorId: userId,
      mayRefund: role === 'owner',
      version: request.body.version,
      refunds: { gateway, context: { ...context, logger: request.log } },
    });
    return getAdminOrder(db, request.params.id, storage);
  };
  registerOperation(app, 'processOrder', async (request) => moveOrder(request, { to: 'processing' }));
  registerOperation(app, 'shipOrder', async (request) => {
    const { courier, tracking_number, tracking_url } = request.body;
    return moveOrder(request, { to: 'shipped', shipment: { courier, trackingNumber: tracking_number, trackingUrl: tracking_url } });
  });
  registerOperation(app, 'deliverOrder', async (request) => moveOrder(request, { to: 'delivered' }));
  registerOperation(app, 'cancelOrder', async (request) => moveOrder(request, { to: 'cancelled' }));
  registerOperation(app, 'returnOrder', async (request) => moveOrder(request, { to: 'returned' }));

  registerOperation(app, 'createRefund', async (request, reply) => {
    const { userId } = signedInStaff(request);
    await startRefund(
      db,
      await gateway(),
      {
        orderId: request.params.id,
        amountPaise: request.body.amount_paise,
        reason: request.body.reason,
        reference: request.body.reference,
        idempotencyKey: request.headers['idempotency-key'],
        staffId: userId,
      },
      { ...context, logger: request.log },
    );
    return reply.code(201).send(await getAdminOrder(db, request.params.id, storage));
  });
}
