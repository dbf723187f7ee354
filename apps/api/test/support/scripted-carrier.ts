/**
 * A scripted courier aggregator behind the Carrier port, for the booking and tracking tests: it records every
 * call, fails a chosen step (down or refusing) as often as told, holds a step until the test lets it go (to
 * overlap two bookings), answers the scans a test gives it, and reads a small webhook body of its own:
 * `{ "awb", "status", "scans": [{ "step", "detail", "at", "key" }] }` (`{ "event": "ping" }` is not an update).
 */
import { CarrierRefusedError, CarrierUnavailableError, type Carrier, type CourierQuote, type DeliveryAnswer, type ReturnPickupRequest, type ShipmentRequest, type TrackingScan, type TrackingUpdate } from '../../src/shipping/carrier';
import type { TrackingStep } from '../../src/db/tables/values';

export type BookingStep = 'quotes' | 'createOrder' | 'assignAwb' | 'generateLabel' | 'fetchLabel' | 'schedulePickup' | 'track' | 'answerDeliveryProblem' | 'createReturnOrder' | 'assignReturnAwb';

/** The first bytes of a real PDF: enough for the shop's check and for a printer to recognise it. */
export const LABEL_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const SCRIPTED_COURIERS: CourierQuote[] = [
  { courierId: 'bluedart-air', courierName: 'Blue Dart Air', ratePaise: 14500, estimatedDays: 2, cashOnDelivery: true },
  { courierId: 'delhivery-surface', courierName: 'Delhivery Surface', ratePaise: 8900, estimatedDays: 5, cashOnDelivery: true },
  // The cheapest, but it collects no cash: never recommended for a cash-on-delivery order.
  { courierId: 'xpress-lite', courierName: 'Xpress Lite', ratePaise: 6500, estimatedDays: 6, cashOnDelivery: false },
];

export interface ScriptedScan {
  step: TrackingStep | null;
  detail?: string | null;
  at: string;
  key: string;
}

export class ScriptedCarrier implements Carrier {
  readonly name = 'demo' as const;
  /** The country-wide range it states; null, as Shiprocket, when it quotes days per pincode only. */
  transitDays: { min: number; max: number } | null = { min: 2, max: 5 };
  readonly calls: { step: BookingStep; args: unknown[] }[] = [];
  couriers: CourierQuote[] = [...SCRIPTED_COURIERS];
  /** Every call fails as an outage would. */
  down = false;
  /** readWebhook fails as a fault in an adapter would (not the sender's doing). */
  readerBroken = false;
  /** What track() answers per AWB. */
  readonly scans = new Map<string, ScriptedScan[]>();
  /** AWBs whose tracking fails as a fault in an adapter would (not the aggregator's refusal). */
  readonly brokenTracks = new Set<string>();
  private readonly failures = new Map<BookingStep, { kind: 'down' | 'refused'; times: number; message: string }>();
  private readonly holds = new Map<BookingStep, Promise<void>>();
  private readonly awbs = new Map<string, string>();

  /** The next `times` calls of `step` fail. */
  fail(step: BookingStep, kind: 'down' | 'refused', { times = 1, message = kind === 'down' ? `The aggregator did not answer ${step}` : `The aggregator refused ${step}` } = {}): void {
    this.failures.set(step, { kind, times, message });
  }

  /** The next calls of `step` wait until the returned function is called. */
  hold(step: BookingStep): () => void {
    let release!: () => void;
    this.holds.set(step, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      this.holds.delete(step);
      release();
    };
  }

  /** As new, for the next test (the app keeps this carrier for the whole file). */
  reset(): void {
    this.calls.length = 0;
    this.couriers = [...SCRIPTED_COURIERS];
    this.down = false;
    this.readerBroken = false;
    this.scans.clear();
    this.brokenTracks.clear();
    this.failures.clear();
    this.holds.clear();
    this.awbs.clear();
  }

  stepsCalled(): BookingStep[] {
    return this.calls.map((call) => call.step);
  }

  private async enter(step: BookingStep, args: unknown[]): Promise<void> {
    this.calls.push({ step, args });
    await this.holds.get(step);
    if (this.down) throw new CarrierUnavailableError(`The aggregator is down (${step})`);
    const failure = this.failures.get(step);
    if (!failure) return;
    if (--failure.times <= 0) this.failures.delete(step);
    throw failure.kind === 'down' ? new CarrierUnavailableError(failure.message) : new CarrierRefusedError(failure.message);
  }

  async quotes(request: Parameters<Carrier['quotes']>[0]): Promise<CourierQuote[]> {
    await this.enter('quotes', [request]);
    return this.couriers.filter((quote) => !request.cashOnDelivery || quote.cashOnDelivery);
  }

  async createOrder(request: ShipmentRequest) {
    await this.enter('createOrder', [request]);
    // The aggregator's order is named after the shop's: asked again, it answers the same one.
    return { carrierOrderId: `SO-${request.orderId}`, carrierShipmentId: `SS-${request.orderId}` };
  }

  async assignAwb(carrierShipmentId: string, courierId: string) {
    await this.enter('assignAwb', [carrierShipmentId, courierId]);
    const courier = this.couriers.find((quote) => quote.courierId === courierId);
    if (!courier) throw new CarrierRefusedError(`Courier ${courierId} is not available for this shipment`);
    const awb = this.awbs.get(carrierShipmentId) ?? `7790${carrierShipmentId.replace(/\D/g, '').padStart(6, '0')}`;
    this.awbs.set(carrierShipmentId, awb);
    return { awb, courierId, courierName: courier.courierName, ratePaise: courier.ratePaise, trackingUrl: `https://track.example.test/${awb}` };
  }

  async generateLabel(carrierShipmentId: string) {
    await this.enter('generateLabel', [carrierShipmentId]);
    return { labelUrl: `https://labels.example.test/${carrierShipmentId}.pdf` };
  }

  async fetchLabel(labelUrl: string) {
    await this.enter('fetchLabel', [labelUrl]);
    return LABEL_PDF;
  }

  async schedulePickup(carrierShipmentId: string) {
    await this.enter('schedulePickup', [carrierShipmentId]);
    return { pickupDate: '2026-12-01' };
  }

  async track(shipment: { awb: string; bookedAt: Date }): Promise<TrackingUpdate> {
    await this.enter('track', [shipment]);
    if (this.brokenTracks.has(shipment.awb)) throw new Error(`A fault in the adapter tracking ${shipment.awb}`);
    const scans = this.scans.get(shipment.awb) ?? [];
    return { awb: shipment.awb, courierStatus: scans.at(-1)?.step ?? null, scans: scans.map(toScan) };
  }

  async answerDeliveryProblem(answer: DeliveryAnswer): Promise<void> {
    await this.enter('answerDeliveryProblem', [answer]);
  }

  async createReturnOrder(request: ReturnPickupRequest) {
    await this.enter('createReturnOrder', [request]);
    return { carrierOrderId: `SRO-${request.returnId}`, carrierShipmentId: `SRS-${request.returnId}` };
  }

  async assignReturnAwb(carrierShipmentId: string) {
    await this.enter('assignReturnAwb', [carrierShipmentId]);
    const awb = `7791${carrierShipmentId.replace(/\D/g, '').padStart(6, '0')}`;
    return { awb, courierId: 'delhivery-surface', courierName: 'Delhivery Surface', ratePaise: null, trackingUrl: null };
  }

  readWebhook(rawBody: string): TrackingUpdate | null {
    if (this.readerBroken) throw new TypeError('Cannot read properties of undefined');
    const body = JSON.parse(rawBody) as { event?: string; awb?: unknown; status?: unknown; scans?: ScriptedScan[] };
    if (body.event === 'ping') return null;
    if (typeof body.awb !== 'string' || !Array.isArray(body.scans)) throw new CarrierRefusedError('No AWB or scans in the update');
    return { awb: body.awb, courierStatus: typeof body.status === 'string' ? body.status : null, scans: body.scans.map(toScan) };
  }
}

function toScan(scan: ScriptedScan): TrackingScan {
  return { step: scan.step, detail: scan.detail ?? null, at: new Date(scan.at), key: scan.key };
}

/** A webhook body the scripted carrier reads. */
export function scriptedWebhook(awb: string, scans: ScriptedScan[], status = scans.at(-1)?.step ?? 'manifested'): string {
  return JSON.stringify({ awb, status, scans });
}
