/** Checkout, payment verification and the customer's orders. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../errors';
import { getCustomerOrder, listCustomerOrders } from '../../orders/customer-orders';
import { placeOrder } from '../../orders/place-order';
import type { SettleContext } from '../../orders/settle-payment';
import type { UnpaidOrderLimits } from '../../orders/unpaid-limits';
import { verifyPayment } from '../../orders/verify-payment';
import type { DemoGateway } from '../../payments/demo-gateway';
import type { PaymentGateway } from '../../payments/gateway';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

export function registerOrderRoutes(
  app: FastifyInstance,
  db: Database,
  gateway: () => Promise<PaymentGateway>,
  context: SettleContext,
  unpaidLimits: UnpaidOrderLimits,
): void {
  registerOperation(app, 'createOrder', async (request, reply) => {
    const placed = await placeOrder(db, await gateway(), signedIn(request).userId, request.body, request.headers['idempotency-key'], unpaidLimits);
    return reply.code(201).send(placed);
  });

  registerOperation(app, 'listOrders', async (request) => listCustomerOrders(db, signedIn(request).userId));

  registerOperation(app, 'getOrder', async (request) => getCustomerOrder(db, signedIn(request).userId, request.params.id));

  registerOperation(app, 'verifyPayment', async (request, reply) => {
    const result = await verifyPayment(db, await gateway(), signedIn(request).userId, request.params.id, request.body, { ...context, logger: request.log });
    return reply.code(result.status === 'success' ? 200 : 400).send(result);
  });

  // Stands in for Razorpay's Checkout when the demo provider is in use: it "takes" the payment and
  // hands back what Checkout would, signed. With Razorpay configured the operation does not exist.
  registerOperation(app, 'payDemoOrder', async (request) => {
    const active = await gateway();
    if (active.provider !== 'demo') throw new NotFoundError('The demo payment provider is not in use.');
    const order = await getCustomerOrder(db, signedIn(request).userId, request.params.id);
    return (active as DemoGateway).signedPayment(order.razorpay_order_id);
  });
}
