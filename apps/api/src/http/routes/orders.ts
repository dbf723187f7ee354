/** Checkout (its quote and the order), payment verification, cash-on-delivery confirmation, the customer's orders and their answer to a failed delivery. */
import type { FastifyInstance } from 'fastify';
import { countingCouponTries } from '../../coupons';
import type { Database } from '../../db/database';
import { NotFoundError, problem } from '../../errors';
import { COD_LINKS_PER_CLIENT, answerCodConfirmationByLink, answerOwnCodConfirmation, codConfirmationByLink, getCustomerOrder, listCustomerOrders, verifyPayment, type SettleContext, type UnpaidOrderLimits } from '../../orders';
import { placeOrder } from '../../flows/checkout/place-order';
import { acceptQuote } from '../../flows/quote-acceptance/accept-quote';
import { answerDeliveryProblem } from '../../flows/delivery-problems/answer';
import { shopperOrder } from '../../flows/return-requests/shopper-order';
import type { MediaStorage } from '../../media';
import { quoteOrder } from '../../flows/checkout/quote-order';
import type { DemoGateway, PaymentGateway } from '../../payments';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limit';
import { CARRIER_ASKS_PER_CLIENT, type DeliveryEstimator } from '../../shipping';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';
import { requestLanguage } from '../request-language';
import { shopNow } from '../../shop-clock';

/** Key: customer id. Answers to failed deliveries: one or two a parcel; more is someone poking at the door. */
const DELIVERY_ANSWERS_PER_CUSTOMER: RateLimitRule = {
  bucket: 'delivery_answer_user',
  limit: 20,
  windowSeconds: 60 * 60,
  detail: 'Too many answers. Please try again later.',
};

interface OrderDependencies {
  db: Database;
  gateway: () => Promise<PaymentGateway>;
  context: SettleContext;
  unpaidLimits: UnpaidOrderLimits;
  deliveryEstimator: DeliveryEstimator;
  /** Where return photos are kept, for their addresses on the order. */
  storage: Pick<MediaStorage, 'urlOf'>;
  /** The key quote pages' secrets are signed with, for accepting a guest's quote by its link. */
  quoteLinkKey: () => Promise<Buffer>;
}

export function registerOrderRoutes(app: FastifyInstance, { db, gateway, context, unpaidLimits, deliveryEstimator, storage, quoteLinkKey }: OrderDependencies): void {
  const pageContext = { siteUrl: context.siteUrl, storage };
  // A coupon code in either counts against the one limit on guessing codes (coupons/coupon-tries.ts).
  // Every ask of the courier aggregator a client causes counts against one limit: the estimate's, the quote's and the order's.
  registerOperation(app, 'quoteOrder', async (request) => {
    const { userId } = signedIn(request);
    return countingCouponTries(db, { ip: request.ip, userId }, request.body.coupon_code, 'coupon_code', () =>
      quoteOrder(db, deliveryEstimator, userId, request.body, () => consumeRateLimit(db, CARRIER_ASKS_PER_CLIENT, request.ip)),
    );
  });

  registerOperation(app, 'createOrder', async (request, reply) => {
    const { userId } = signedIn(request);
    const checkout = {
      gateway: await gateway(),
      estimator: deliveryEstimator,
      beforeAskingCarrier: () => consumeRateLimit(db, CARRIER_ASKS_PER_CLIENT, request.ip),
      siteUrl: context.siteUrl,
      unpaidLimits,
    };
    const placed = await countingCouponTries(db, { ip: request.ip, userId }, request.body.coupon_code, 'coupon_code', () =>
      placeOrder(db, checkout, userId, request.body, request.headers['idempotency-key']),
    );
    return reply.code(201).send(placed);
  });

  // An accepted quotation is an order paid as the checkout's are: the same payment methods and courier limit.
  registerOperation(app, 'acceptQuote', async (request, reply) => {
    const { userId } = signedIn(request);
    const checkout = {
      gateway: await gateway(),
      estimator: deliveryEstimator,
      beforeAskingCarrier: () => consumeRateLimit(db, CARRIER_ASKS_PER_CLIENT, request.ip),
      siteUrl: context.siteUrl,
      unpaidLimits,
    };
    const buyer = { userId, token: request.body.token, linkKey: await quoteLinkKey() };
    return reply.code(201).send(await acceptQuote(db, checkout, request.params.number, buyer, request.body, shopNow()));
  });

  registerOperation(app, 'listOrders', async (request) => listCustomerOrders(db, signedIn(request).userId, context.siteUrl, requestLanguage(request).code));

  registerOperation(app, 'getOrder', async (request) => shopperOrder(db, signedIn(request).userId, request.params.id, { ...pageContext, language: requestLanguage(request).code }));

  registerOperation(app, 'answerDeliveryProblem', async (request) => {
    const { userId } = signedIn(request);
    await consumeRateLimit(db, DELIVERY_ANSWERS_PER_CUSTOMER, String(userId));
    await answerDeliveryProblem(db, request.params.id, { customerId: userId }, request.body);
    return shopperOrder(db, userId, request.params.id, { ...pageContext, language: requestLanguage(request).code });
  });

  registerOperation(app, 'answerCodConfirmation', async (request) => {
    const { userId } = signedIn(request);
    await answerOwnCodConfirmation(db, userId, request.params.id, request.body.decision, context);
    return getCustomerOrder(db, userId, request.params.id, context.siteUrl, requestLanguage(request).code);
  });

  // The mailed link, without signing in: counted per client address, reads and answers alike, and never
  // kept by a browser or a CDN (one customer's order, found by its secret).
  registerOperation(app, 'getCodConfirmation', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    await consumeRateLimit(db, COD_LINKS_PER_CLIENT, request.ip);
    return codConfirmationByLink(db, request.params.token);
  });

  registerOperation(app, 'answerCodConfirmationByLink', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    await consumeRateLimit(db, COD_LINKS_PER_CLIENT, request.ip);
    return answerCodConfirmationByLink(db, request.params.token, request.body.decision, context);
  });

  registerOperation(app, 'verifyPayment', async (request, reply) => {
    const result = await verifyPayment(db, await gateway(), signedIn(request).userId, request.params.id, request.body, { ...context, logger: request.log });
    return reply.code(result.status === 'success' ? 200 : 400).send(result);
  });

  // Stands in for Razorpay's Checkout when the demo provider is in use: it "takes" the payment and
  // hands back what Checkout would, signed. With Razorpay configured the operation does not exist.
  registerOperation(app, 'payDemoOrder', async (request) => {
    const active = await gateway();
    if (active.provider !== 'demo') throw new NotFoundError(problem('demo_payments_off', 'The demo payment provider is not in use.'));
    const order = await getCustomerOrder(db, signedIn(request).userId, request.params.id, context.siteUrl);
    return (active as DemoGateway).signedPayment(order.razorpay_order_id);
  });
}
