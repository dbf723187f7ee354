/**
 * A fake of Shiprocket's external API on loopback, for the real Shiprocket carrier, answering with
 * Shiprocket's paths, bodies, status codes and error shapes (apidocs.shiprocket.in): bearer tokens for the
 * configured API user (POST auth/login; 401 for a token it no longer accepts), courier serviceability,
 * orders (GET orders?search=, POST orders/create/adhoc, which answers a repeated channel order id with the
 * order it has), a shipment's details (GET shipments/{id}, its AWB once assigned), AWB assignment, labels (a
 * PDF served at its own /labels/ URL), pickups, tracking by AWB, return orders (GET orders/processing/return?search=,
 * POST orders/create/return, then an AWB with is_return) and the NDR action on a failed delivery (only on
 * a parcel whose latest scan is UNDELIVERED and not acted on since, its body checked as Shiprocket checks it). It keeps its orders and parcels in memory
 * and records every call with its JSON body.
 *
 * Tests make it fail as Shiprocket does: all down (503), one step down (a booking broken off part way), one
 * step refused with a Shiprocket-style message, one step carried out but its answer lost, tokens expired. It
 * sends Shiprocket's tracking webhook for a parcel (sendTrackingWebhook), in any order and as often as a test
 * likes.
 *
 * The API tests drive it in their own process. The browser journeys start it beside the shop, in another
 * process than the tests, so it also answers one call of its own, under /_fake/ with the webhook's key:
 * POST /_fake/parcels/{awb}/{status}[?at=ISO time] moves a parcel and posts the webhook to the shop; a parcel
 * that failed delivery is delivered only once the shop asked for a re-attempt, as a courier would.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assignedAwb, createdOrder, listedOrder, orderRefusal, returnOrderRefusal, scheduledPickup, sendLabel, shipmentDetails, type FakeCourier, type FakeShiprocketOrder } from './fake-shiprocket-orders';
import { postOfficesOf } from '../../src/shipping/pincode-directory';
import { FAKE_TRACKING_STATUSES, trackingAnswer, webhookBody, type FakeParcel, type FakeTrackingStatus } from './fake-shiprocket-tracking';

export type { FakeCourier, FakeShiprocketOrder };

export const FAKE_SHIPROCKET_USER = { email: 'api-user@birdshield.test', password: 'fake-shiprocket-password' } as const;

/** The calls a test can make fail one at a time. */
export type FakeShiprocketStep = 'login' | 'serviceability' | 'orders' | 'create-order' | 'shipment' | 'assign-awb' | 'generate-label' | 'generate-pickup' | 'track' | 'ndr-action' | 'return-orders' | 'create-return';

export class FakeShiprocket {
  /** Couriers serving each delivery pincode; any other is served by `everywhere`, or not at all. */
  readonly couriers = new Map<string, FakeCourier[]>();
  /**
   * Couriers serving every pincode India Post knows that `couriers` does not list, as a live account serves
   * the country (the browser journeys' shops); none by default, so API tests name each pincode they serve.
   */
  everywhere: FakeCourier[] = [];
  /** The pickup addresses' nicknames registered in the account. */
  readonly pickupLocations = new Set(['Primary']);
  readonly orders = new Map<number, FakeShiprocketOrder>();
  readonly parcels = new Map<string, FakeParcel>();
  readonly calls: { method: string; path: string; query: Record<string, string>; authorization: string | undefined; body: unknown }[] = [];
  /** 'down' answers 503 to everything, as an outage would. */
  behaviour: 'normal' | 'down' = 'normal';
  /** Steps answering 503 while the others work. */
  readonly stepsDown = new Set<FakeShiprocketStep>();
  /** Steps refused with this message, in the shape Shiprocket refuses that step. */
  readonly refusals = new Map<FakeShiprocketStep, string>();
  /** Steps carried out whose answer never arrives: the connection drops once the fake has acted, as on a timeout. */
  readonly lostAnswers = new Set<FakeShiprocketStep>();
  /** The fake's clock: pickups and scans are dated by it. */
  now: () => Date = () => new Date();
  private readonly tokens = new Set<string>();
  private issued = 0;
  private server: Server = createServer((request, response) => void this.handle(request, response));
  url = '';

  /** `webhook`: where /_fake/ calls post tracking webhooks, and the x-api-key they carry (and require). */
  constructor(private readonly webhook?: { url: string; apiKey: string }) {}

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
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The environment that switches the API to Shiprocket against this fake. */
  env(): Record<string, string> {
    return { SHIPROCKET_EMAIL: FAKE_SHIPROCKET_USER.email, SHIPROCKET_PASSWORD: FAKE_SHIPROCKET_USER.password, SHIPROCKET_API_URL: this.url };
  }

  /** Back to an empty account with the API user, every way of failing cleared; issued tokens stay valid. */
  reset(): void {
    for (const kept of [this.couriers, this.orders, this.parcels, this.stepsDown, this.refusals, this.lostAnswers]) kept.clear();
    this.everywhere = [];
    this.pickupLocations.clear();
    this.pickupLocations.add('Primary');
    this.calls.length = 0;
    this.behaviour = 'normal';
    this.now = () => new Date();
  }

  /** A token for the API user, as a login would give. */
  issueToken(): string {
    const token = `fake-token-${++this.issued}`;
    this.tokens.add(token);
    return token;
  }

  /** Every token issued so far expires, as they do after ten days. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  callsTo(path: string) {
    return this.calls.filter((call) => call.path === path);
  }

  /** An order as orders/create/adhoc makes it, for tests that start with one. */
  placeOrder(body: Record<string, unknown> & { order_id: string; billing_pincode: string }): FakeShiprocketOrder {
    const id = 100_000_001 + this.orders.size;
    const order: FakeShiprocketOrder = { id, channelOrderId: body.order_id, shipmentId: id + 900_000_000, status: 'NEW', body, awb: null, courier: null, pickupScheduledAt: null };
    this.orders.set(id, order);
    return order;
  }

  /** Assigns the order an AWB with `courier`, as courier/assign/awb does. */
  assignAwb(order: FakeShiprocketOrder, courier: FakeCourier): string {
    const awb = String(19_041_424_000_000 + this.parcels.size + 1);
    Object.assign(order, { awb, courier, status: 'READY TO SHIP' });
    this.parcels.set(awb, {
      awb,
      courierName: courier.courier_name,
      courierId: courier.courier_company_id,
      channelOrderId: order.channelOrderId,
      srOrderId: order.id,
      shipmentId: order.shipmentId,
      scans: [],
    });
    return awb;
  }

  /** Records a scan of `awb` (a parcel the fake did not book is known from then on); a repeated scan is kept once. */
  recordScan(awb: string, status: FakeTrackingStatus, at: Date = this.now()): { parcel: FakeParcel; scan: FakeParcel['scans'][number] } {
    let parcel = this.parcels.get(awb);
    if (!parcel) {
      parcel = { awb, courierName: 'Delhivery Surface', courierId: 12, channelOrderId: '0', srOrderId: 0, shipmentId: 0, scans: [] };
      this.parcels.set(awb, parcel);
    }
    let scan = parcel.scans.find((earlier) => earlier.status === status && earlier.at.getTime() === at.getTime());
    if (!scan) {
      scan = { status, at };
      parcel.scans.push(scan);
    }
    return { parcel, scan };
  }

  /**
   * Shiprocket's tracking webhook for `awb` reaching `status` at `at` (now by default), posted to `url` with
   * the `x-api-key` header. Sending one again, or an earlier one after a later, is how tests repeat and reorder.
   */
  async sendTrackingWebhook({ url, apiKey, awb, status, at }: { url: string; apiKey: string; awb: string; status: FakeTrackingStatus; at?: Date }) {
    const { parcel, scan } = this.recordScan(awb, status, at);
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(webhookBody(parcel, scan)),
    });
    return { status: answer.status, body: await answer.text() };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = jsonOrText(await readBody(request));
    this.calls.push({ method: request.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: request.headers.authorization, body });
    const route = `${request.method} ${url.pathname}`;
    const step: FakeShiprocketStep | undefined = STEPS[route] ?? PATTERNED_STEPS.find(([pattern]) => pattern.test(route))?.[1];
    const send = (status: number, answer: unknown): void => {
      if (step && this.lostAnswers.has(step)) return void response.socket?.destroy();
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    };
    if (this.behaviour === 'down') return send(503, { message: 'Service Unavailable' });

    if (url.pathname.startsWith('/_fake/')) return this.handleOwnCall(url, request, send);
    const label = /^\/labels\/shipping-label-(\d+)-(\d+)\.pdf$/.exec(url.pathname);
    if (request.method === 'GET' && label) return sendLabel(this.orderOfShipment(label[1]), label[2]!, response);

    if (!step) return send(404, { message: '404 Not Found', status_code: 404 });
    if (this.stepsDown.has(step)) return send(503, { message: 'Service Unavailable', status_code: 503 });
    if (step === 'login') return this.logIn(body, send);
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !this.tokens.has(token)) return send(401, { message: 'Token has expired', status_code: 401 });
    const refusal = this.refusals.get(step);
    if (refusal !== undefined) return send(...refused(step, refusal));
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

    switch (step) {
      case 'serviceability': {
        const delivery = url.searchParams.get('delivery_postcode') ?? '';
        const cod = url.searchParams.get('cod') === '1';
        const couriers = (await this.couriersServing(delivery)).filter((courier) => !cod || courier.cod === 1);
        if (couriers.length === 0) return send(404, { status: 404, message: `Delivery postcode ${delivery} is not serviceable` });
        return send(200, { status: 200, data: { available_courier_companies: couriers, recommended_courier_company_id: couriers[0]!.courier_company_id } });
      }
      case 'orders': {
        const search = url.searchParams.get('search') ?? '';
        const found = [...this.orders.values()].filter((order) => search !== '' && (order.channelOrderId.includes(search) || order.awb === search));
        return send(200, { data: found.map(listedOrder), meta: { pagination: { total: found.length, count: found.length, per_page: 15, current_page: 1, total_pages: 1, links: {} } } });
      }
      case 'return-orders': {
        const search = url.searchParams.get('search') ?? '';
        const found = [...this.orders.values()].filter((order) => order.isReturn && search !== '' && order.channelOrderId === search);
        return send(200, { data: found.map(listedOrder) });
      }
      case 'create-return': {
        const refusal = returnOrderRefusal(input);
        if (refusal) return send(...refusal);
        const order =
          [...this.orders.values()].find((earlier) => earlier.isReturn && earlier.channelOrderId === String(input.order_id)) ??
          Object.assign(this.placeOrder({ ...input, order_id: String(input.order_id), billing_pincode: String(input.pickup_pincode) }), { isReturn: true });
        return send(...createdOrder(order));
      }
      case 'create-order': {
        const refusal = orderRefusal(input, this.pickupLocations);
        if (refusal) return send(...refusal);
        // Shiprocket keeps one order per channel order id: a repeat answers the order it has, whatever its state.
        const order =
          [...this.orders.values()].find((earlier) => earlier.channelOrderId === String(input.order_id)) ??
          this.placeOrder({ ...input, order_id: String(input.order_id), billing_pincode: String(input.billing_pincode) });
        return send(...createdOrder(order));
      }
      case 'shipment': {
        // Shiprocket answers a shipment it does not have with HTTP 200 and an empty object.
        const order = this.orderOfShipment(url.pathname.split('/').at(-1));
        return send(200, order ? shipmentDetails(order) : {});
      }
      case 'assign-awb':
        return send(...(await this.assign(input)));
      case 'generate-label': {
        const order = this.orderOfShipment([input.shipment_id].flat()[0]);
        if (!order?.awb) return send(200, { label_created: 0, not_created: [input.shipment_id], response: 'No valid shipment ids to print label' });
        return send(200, { label_created: 1, label_url: `${this.url}/labels/shipping-label-${order.shipmentId}-${order.awb}.pdf`, response: 'Label has been created and uploaded successfully!', not_created: [] });
      }
      case 'generate-pickup': {
        const order = this.orderOfShipment([input.shipment_id].flat()[0]);
        if (!order?.awb) return send(400, { message: 'Invalid shipment id', status_code: 400 });
        if (order.pickupScheduledAt) return send(400, { message: 'Already in Pickup Queue.', status_code: 400 });
        order.pickupScheduledAt = this.now();
        return send(...scheduledPickup(order, order.pickupScheduledAt));
      }
      case 'track':
        return send(200, trackingAnswer(this.parcels.get(decodeURIComponent(url.pathname.split('/').at(-1)!))));
      case 'ndr-action':
        return send(...ndrAction(this.parcels.get(decodeURIComponent(url.pathname.split('/').at(-2)!)), input, this.now()));
    }
  }

  private logIn(body: unknown, send: (status: number, answer: unknown) => void): void {
    const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
    if (this.refusals.has('login') || email !== FAKE_SHIPROCKET_USER.email || password !== FAKE_SHIPROCKET_USER.password) {
      return send(400, { message: 'Invalid email and password combination', status_code: 400 });
    }
    send(200, { id: 1, email, token: this.issueToken() });
  }

  private async couriersServing(pincode: string): Promise<FakeCourier[]> {
    const listed = this.couriers.get(pincode);
    if (listed) return listed;
    return this.everywhere.length > 0 && (await postOfficesOf(pincode)).length > 0 ? this.everywhere : [];
  }

  private async assign(input: Record<string, unknown>): Promise<[number, unknown]> {
    if (input.shipment_id === undefined) return [422, { message: 'Required field missing', errors: { shipment_id: ['The shipment id field is required.'] }, status_code: 422 }];
    const order = this.orderOfShipment(input.shipment_id);
    if (!order) return [400, { message: 'Invalid shipment id', status_code: 400 }];
    if (order.awb) return [400, { message: 'Oops! Cannot reassign courier for this shipment.', status_code: 400 }];
    if ((Number(input.is_return) === 1) !== Boolean(order.isReturn)) return [400, { message: 'is_return does not match the shipment.', status_code: 400 }];
    if (order.isReturn && input.courier_id === undefined) {
      // Shiprocket picks the courier of a return when none is named: the first serving the pickup pincode.
      const [first] = await this.couriersServing(String(order.body.pickup_pincode));
      if (!first) return [200, { awb_assign_status: 0, response: { data: { awb_assign_error: 'No courier serves this pickup pincode' } } }];
      return assignedAwb(order, this.assignAwb(order, first), first);
    }
    const courier = (await this.couriersServing(String(order.body.billing_pincode))).find((serving) => serving.courier_company_id === Number(input.courier_id));
    if (!courier) return [200, { awb_assign_status: 0, response: { data: { awb_assign_error: 'Selected courier is not serviceable for this shipment' } } }];
    return assignedAwb(order, this.assignAwb(order, courier), courier);
  }

  private orderOfShipment(shipmentId: unknown): FakeShiprocketOrder | undefined {
    return [...this.orders.values()].find((order) => order.shipmentId === Number(shipmentId));
  }

  /** The fake's own call, for journeys in another process: a parcel moves, and the shop hears of it. */
  private async handleOwnCall(url: URL, request: IncomingMessage, send: (status: number, answer: unknown) => void): Promise<void> {
    const move = /^\/_fake\/parcels\/([^/]+)\/([a-z_]+)$/.exec(url.pathname);
    if (!this.webhook || request.headers['x-api-key'] !== this.webhook.apiKey) return send(401, { message: 'Unauthenticated.' });
    if (request.method !== 'POST' || !move || !(move[2]! in FAKE_TRACKING_STATUSES)) return send(404, { message: '404 Not Found' });
    const at = url.searchParams.get('at');
    const awb = decodeURIComponent(move[1]!);
    if (move[2] === 'delivered' && !mayDeliver(this.parcels.get(awb))) return send(409, { message: `${awb} failed delivery and nobody asked for another attempt.` });
    try {
      const shop = await this.sendTrackingWebhook({ ...this.webhook, awb: decodeURIComponent(move[1]!), status: move[2] as FakeTrackingStatus, at: at ? new Date(at) : undefined });
      send(200, shop);
    } catch (error) {
      // A shop that cannot be reached is the journey's problem to see, not a reason for the fake to stop.
      send(502, { message: `The webhook was not delivered: ${String(error)}` });
    }
  }
}

const STEPS: Record<string, FakeShiprocketStep> = {
  'POST /v1/external/auth/login': 'login',
  'GET /v1/external/courier/serviceability/': 'serviceability',
  'GET /v1/external/orders': 'orders',
  'POST /v1/external/orders/create/adhoc': 'create-order',
  'GET /v1/external/orders/processing/return': 'return-orders',
  'POST /v1/external/orders/create/return': 'create-return',
  'POST /v1/external/courier/assign/awb': 'assign-awb',
  'POST /v1/external/courier/generate/label': 'generate-label',
  'POST /v1/external/courier/generate/pickup': 'generate-pickup',
};

/** The calls whose path carries an id. */
const PATTERNED_STEPS: [RegExp, FakeShiprocketStep][] = [
  [/^GET \/v1\/external\/shipments\/\d+$/, 'shipment'],
  [/^GET \/v1\/external\/courier\/track\/awb\/[^/]+$/, 'track'],
  [/^POST \/v1\/external\/ndr\/[^/]+\/action$/, 'ndr-action'],
];

const NDR_ACTIONS = ['re-attempt', 'return', 'fake-attempt'];

/**
 * POST ndr/{awb}/action: allowed on a parcel whose latest scan is a failed delivery not acted on since; `action` and
 * `comments` required, `deferred_date` a day (YYYY-MM-DD) not in the past, `phone` ten digits.
 */
function ndrAction(parcel: FakeParcel | undefined, input: Record<string, unknown>, now: Date): [number, unknown] {
  if (!parcel) return [400, { message: 'Invalid AWB.', status_code: 400 }];
  const errors: Record<string, string[]> = {};
  if (typeof input.action !== 'string' || !NDR_ACTIONS.includes(input.action)) errors.action = ['The selected action is invalid.'];
  if (typeof input.comments !== 'string' || input.comments.trim() === '') errors.comments = ['The comments field is required.'];
  const deferred = input.deferred_date;
  if (deferred !== undefined && (typeof deferred !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(deferred) || deferred < now.toISOString().slice(0, 10))) {
    errors.deferred_date = ['The deferred date must be a date after or equal to today.'];
  }
  if (input.phone !== undefined && (typeof input.phone !== 'string' || !/^[6-9]\d{9}$/.test(input.phone))) errors.phone = ['The phone must be 10 digits.'];
  if (Object.keys(errors).length > 0) return [422, { message: 'The given data was invalid.', errors, status_code: 422 }];
  const latest = [...parcel.scans].sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1);
  if (latest?.status !== 'undelivered') return [400, { message: 'NDR action is not allowed on this AWB.', status_code: 400 }];
  if ((parcel.ndrActions ?? []).some((taken) => taken.at >= latest.at)) return [400, { message: 'Action already taken on this NDR.', status_code: 400 }];
  (parcel.ndrActions ??= []).push({ body: input, at: now });
  return [200, { status_code: 200, message: 'Action taken successfully.' }];
}

/** A re-attempt was asked since the parcel's latest failed delivery (or it never failed). */
function mayDeliver(parcel: FakeParcel | undefined): boolean {
  const failed = parcel?.scans.filter((scan) => scan.status === 'undelivered').map((scan) => scan.at.getTime()) ?? [];
  if (failed.length === 0) return true;
  const lastFailed = Math.max(...failed);
  return (parcel!.ndrActions ?? []).some((taken) => taken.body.action === 're-attempt' && taken.at.getTime() >= lastFailed);
}

/** A refusal in the shape Shiprocket refuses that step: some refuse with HTTP 200 and a flag. */
function refused(step: FakeShiprocketStep, message: string): [number, unknown] {
  if (step === 'assign-awb') return [200, { awb_assign_status: 0, response: { data: { awb_assign_error: message } } }];
  if (step === 'generate-label') return [200, { label_created: 0, not_created: [], response: message }];
  if (step === 'create-order') return [422, { message, status_code: 422 }];
  return [400, { message, status_code: 400 }];
}

/** A request body as JSON, or as the text it is when it is not JSON; nothing when empty. */
function jsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
