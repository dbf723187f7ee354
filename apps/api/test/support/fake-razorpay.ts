/**
 * A fake of Razorpay's API on loopback, for the real Razorpay gateway: it creates orders as Razorpay's
 * Orders API does (checking the key pair), lists an order's payments, refunds payments as the Refunds API
 * does (pending at first, one refund per X-Refund-Idempotency key, never more than the payment) and lists
 * a payment's refunds, and signs what Razorpay's Checkout and webhooks would sign, with the same secrets
 * and algorithms.
 *
 * The API tests drive it in their own process. The browser journeys (e2e/postgres/serveOnPostgres.ts)
 * run it beside the shop, in another process than the tests, so it also answers two calls of its own
 * under /_fake/ (with the same key pair), standing in for what happens outside the API at Razorpay: a
 * shopper paying in Checkout, and Razorpay settling a refund, which it then reports to the shop's
 * webhook as Razorpay does (a signed POST).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacSha256Hex, paymentSignature } from '../../src/payments/signatures';

export const FAKE_KEYS = { keyId: 'rzp_test_fakekey', keySecret: 'fake-key-secret-for-tests', webhookSecret: 'fake-webhook-secret' } as const;

interface FakeOrder {
  id: string;
  amount: number;
  receipt: string;
  payments: { id: string; status: 'captured' | 'failed'; method: string }[];
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  receipt: string | null;
  notes: Record<string, string>;
  speed: string;
}

export class FakeRazorpay {
  readonly orders = new Map<string, FakeOrder>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Refund requests as received, idempotency key included, for tests to count the calls. */
  readonly refundCalls: { paymentId: string; idempotencyKey: string | undefined; body: unknown }[] = [];
  private readonly refundsByKey = new Map<string, string>();
  /** Every request as it arrives (`GET /v1/orders/…/payments`), before any slowness, for tests to see a call begin. */
  readonly requests: string[] = [];
  /** 'down' answers 503 to everything, as an outage would; 'slow' answers only after `slowMs`. */
  behaviour: 'normal' | 'down' | 'slow' = 'normal';
  slowMs = 5_000;
  // A caller that went away mid-request (a killed instance) is no fault of the fake's: its socket just closes.
  private server: Server = createServer((request, response) => void this.handle(request, response).catch(() => response.destroy()));
  url = '';

  /** `webhookUrl`: the shop's webhook, where `deliver` posts the events Razorpay would send. */
  constructor(private readonly webhookUrl?: string) {}

  /** Listens on loopback: a spare port unless one is named (a run's processes must agree on it). */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The environment that switches the API to Razorpay against this fake. */
  env(): Record<string, string> {
    return {
      RAZORPAY_KEY_ID: FAKE_KEYS.keyId,
      RAZORPAY_KEY_SECRET: FAKE_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: FAKE_KEYS.webhookSecret,
      RAZORPAY_API_URL: this.url,
    };
  }

  /** What Checkout hands the browser when the shopper pays: a new captured payment, signed. */
  pay(orderId: string, method = 'upi') {
    const payment = { id: `pay_${randomBytes(7).toString('hex')}`, status: 'captured' as const, method };
    this.orders.get(orderId)?.payments.push(payment);
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: paymentSignature(FAKE_KEYS.keySecret, orderId, payment.id),
    };
  }

  /** A webhook delivery as Razorpay sends it: raw body, its signature and the event id header. */
  webhook(event: 'payment.captured' | 'order.paid' | 'payment.failed', orderId: string, paymentId: string, eventId = `evt_${randomBytes(7).toString('hex')}`) {
    const order = this.orders.get(orderId);
    const body = JSON.stringify({
      entity: 'event',
      event,
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: order?.amount ?? 0,
            currency: 'INR',
            status: event === 'payment.failed' ? 'failed' : 'captured',
            order_id: orderId,
            method: 'card',
            error_code: event === 'payment.failed' ? 'BAD_REQUEST_ERROR' : null,
            error_description: event === 'payment.failed' ? 'Payment processing failed because of incorrect OTP' : null,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { body, signature: hmacSha256Hex(FAKE_KEYS.webhookSecret, body), eventId };
  }

  /** A signed `refund.processed` or `refund.failed` delivery for a refund this fake made. */
  refundWebhook(event: 'refund.processed' | 'refund.failed', refundId: string, eventId = `evt_${randomBytes(7).toString('hex')}`) {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`The fake made no refund ${refundId}`);
    refund.status = event === 'refund.processed' ? 'processed' : 'failed';
    const body = JSON.stringify({
      entity: 'event',
      event,
      contains: ['refund', 'payment'],
      payload: { refund: { entity: { entity: 'refund', currency: 'INR', ...refund } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { body, signature: hmacSha256Hex(FAKE_KEYS.webhookSecret, body), eventId };
  }

  /** Posts a signed delivery to the shop's webhook as Razorpay does; answers the shop's status and body. */
  async deliver(delivery: { body: string; signature: string; eventId: string }): Promise<{ status: number; body: unknown }> {
    if (!this.webhookUrl) throw new Error('This fake was started without the shop\'s webhook URL');
    const answer = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': delivery.signature, 'x-razorpay-event-id': delivery.eventId },
      body: delivery.body,
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  }

  private async handle(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) {
    const send = (status: number, body: unknown) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    this.requests.push(`${request.method} ${request.url}`);
    if (this.behaviour === 'down') return send(503, { error: { code: 'SERVER_ERROR', description: 'Service unavailable' } });
    if (this.behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, this.slowMs));
    const expected = `Basic ${Buffer.from(`${FAKE_KEYS.keyId}:${FAKE_KEYS.keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = request.url ?? '';

    if (request.method === 'POST' && url === '/v1/orders') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { amount: number; currency: string; receipt: string };
      if (!Number.isInteger(body.amount) || body.amount < 100 || body.currency !== 'INR') {
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } });
      }
      const order: FakeOrder = { id: `order_${randomBytes(7).toString('hex')}`, amount: body.amount, receipt: body.receipt, payments: [] };
      this.orders.set(order.id, order);
      return send(200, { id: order.id, entity: 'order', amount: order.amount, currency: 'INR', receipt: order.receipt, status: 'created' });
    }
    const payments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url);
    if (request.method === 'GET' && payments) {
      const order = this.orders.get(decodeURIComponent(payments[1]!));
      if (!order) return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      return send(200, { entity: 'collection', count: order.payments.length, items: order.payments.map((p) => ({ ...p, order_id: order.id, amount: order.amount })) });
    }
    const paymentRefunds = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url);
    if (request.method === 'GET' && paymentRefunds) {
      const paymentId = decodeURIComponent(paymentRefunds[1]!);
      const items = [...this.refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => ({ entity: 'refund', currency: 'INR', ...r }));
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
    if (request.method === 'POST' && refund) {
      const paymentId = decodeURIComponent(refund[1]!);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { amount?: number; speed?: string; receipt?: string; notes?: Record<string, string> };
      const key = request.headers['x-refund-idempotency'] as string | undefined;
      this.refundCalls.push({ paymentId, idempotencyKey: key, body });
      const earlier = key ? this.refundsByKey.get(key) : undefined;
      if (earlier) return send(200, { entity: 'refund', currency: 'INR', ...this.refunds.get(earlier) });
      const payment = [...this.orders.values()].flatMap((order) => order.payments.map((p) => ({ ...p, amount: order.amount }))).find((p) => p.id === paymentId);
      if (!payment || payment.status !== 'captured') return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has not been captured' } });
      const refunded = [...this.refunds.values()].filter((r) => r.payment_id === paymentId && r.status !== 'failed').reduce((total, r) => total + r.amount, 0);
      const amount = body.amount ?? payment.amount - refunded;
      if (!Number.isInteger(amount) || amount < 100 || amount > payment.amount - refunded) {
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } });
      }
      const made: FakeRefund = { id: `rfnd_${randomBytes(7).toString('hex')}`, payment_id: paymentId, amount, status: 'pending', receipt: body.receipt ?? null, notes: body.notes ?? {}, speed: body.speed ?? 'normal' };
      this.refunds.set(made.id, made);
      if (key) this.refundsByKey.set(key, made.id);
      return send(200, { entity: 'refund', currency: 'INR', ...made });
    }

    // The fake's own calls (not Razorpay's API), for tests in another process than the fake.
    const checkout = /^\/_fake\/orders\/([^/]+)\/payments$/.exec(url);
    if (request.method === 'POST' && checkout) {
      const orderId = decodeURIComponent(checkout[1]!);
      if (!this.orders.has(orderId)) return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      return send(200, this.pay(orderId));
    }
    const settle = /^\/_fake\/refunds\/([^/]+)\/(processed|failed)$/.exec(url);
    if (request.method === 'POST' && settle) {
      const refundId = decodeURIComponent(settle[1]!);
      if (!this.refunds.has(refundId)) return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      const delivery = this.refundWebhook(settle[2] === 'processed' ? 'refund.processed' : 'refund.failed', refundId);
      // A shop that cannot be reached is the test's problem to see, not a reason for the fake to stop.
      return this.deliver(delivery).then(
        (shop) => send(200, shop),
        (error: unknown) => send(502, { error: { code: 'WEBHOOK_NOT_DELIVERED', description: String(error) } }),
      );
    }
    return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
  }
}
