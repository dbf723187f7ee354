/**
 * Shiprocket's tracking as the shop's steps: the scans of a tracking webhook and of GET
 * courier/track/awb/{awb}, each mapped to a TrackingStep (or null for a scan the shop does not show).
 *
 * A scan carries `sr-status`, a code of Shiprocket's shipment status table, and `sr-status-label`, its name
 * (apidocs.shiprocket.in, Tracking: "Shipment Status Codes"). The code decides; the label is read only when
 * the code is missing or "NA" (scans Shiprocket has not classified). A webhook's `shipment_status_id` is of
 * the same table; its `current_status_id` is of the order status table (IN TRANSIT is 20 there, 18 here),
 * so it is not read as a shipment code.
 */
import type { TrackingStep } from '../db/tables/values';
import { CarrierRefusedError, type TrackingScan, type TrackingUpdate } from './carrier';
import { shiprocketTime } from './shiprocket-time';

/** The shipment status codes the shop shows; every other code (pickup queued, lost, RTO in transit…) is null. */
const STEP_OF_CODE: Readonly<Record<string, TrackingStep>> = {
  '42': 'picked_up', // PICKED UP
  '6': 'in_transit', // SHIPPED: at the courier's first hub after pickup
  '18': 'in_transit', // IN TRANSIT
  '38': 'in_transit', // REACHED AT DESTINATION HUB
  '17': 'out_for_delivery', // OUT FOR DELIVERY
  '7': 'delivered', // DELIVERED
  '21': 'delivery_failed', // UNDELIVERED: an attempt failed (NDR)
  '9': 'rto_initiated', // RTO INITIATED
  '10': 'rto_delivered', // RTO DELIVERED
};

const STEP_OF_LABEL: Readonly<Record<string, TrackingStep>> = {
  'PICKED UP': 'picked_up',
  SHIPPED: 'in_transit',
  'IN TRANSIT': 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  UNDELIVERED: 'delivery_failed',
  'RTO INITIATED': 'rto_initiated',
  'RTO DELIVERED': 'rto_delivered',
};

/** A scan as Shiprocket lists it in `scans` (webhook) and `shipment_track_activities` (tracking). */
interface ShiprocketScan {
  date?: unknown;
  status?: unknown;
  activity?: unknown;
  location?: unknown;
  'sr-status'?: unknown;
  'sr-status-label'?: unknown;
}

const text = (value: unknown): string | null => {
  const trimmed = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return trimmed === '' || trimmed.toUpperCase() === 'NA' ? null : trimmed;
};

/** The step of a shipment status code, or of its label when there is no code. */
function stepOf(code: string | null, label: string | null): TrackingStep | null {
  if (code !== null && /^\d+$/.test(code)) return STEP_OF_CODE[code] ?? null;
  return label === null ? null : (STEP_OF_LABEL[label.toUpperCase().replaceAll('_', ' ')] ?? null);
}

/**
 * One scan; null when it has no readable time. Its key is its time and status, which a webhook and the
 * tracking call report alike for the same scan, so the shop records it once whoever told it first.
 */
function scanOf(scan: ShiprocketScan): TrackingScan | null {
  const at = shiprocketTime(scan.date);
  if (!at) return null;
  const code = text(scan['sr-status']);
  const label = text(scan['sr-status-label']);
  const detail = [text(scan.activity), text(scan.location)].filter((part) => part !== null).join(', ');
  return {
    step: stepOf(code, label),
    detail: detail === '' ? null : detail,
    at,
    key: `${at.toISOString()} ${code ?? label ?? text(scan.status) ?? text(scan.activity) ?? ''}`,
  };
}

function scansOf(list: unknown): TrackingScan[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((scan) => {
    const read = typeof scan === 'object' && scan !== null ? scanOf(scan as ShiprocketScan) : null;
    return read ? [read] : [];
  }).sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * A tracking webhook's body. Null for a body without an AWB (the test Shiprocket sends when the webhook is
 * saved). A body without scans stands for its current status alone, as a scan of that status at its
 * current_timestamp.
 */
export function readTrackingWebhook(rawBody: string): TrackingUpdate | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new CarrierRefusedError('The tracking webhook is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new CarrierRefusedError('The tracking webhook is not a JSON object');
  const update = body as Record<string, unknown>;
  const awb = text(update.awb);
  if (awb === null) return null;
  const courierStatus = text(update.current_status) ?? text(update.shipment_status);
  let scans = scansOf(update.scans);
  if (scans.length === 0) {
    const current = scanOf({ date: update.current_timestamp, 'sr-status': update.shipment_status_id, 'sr-status-label': update.shipment_status ?? update.current_status });
    scans = current ? [{ ...current, detail: courierStatus }] : [];
  }
  return { awb, courierStatus, scans };
}

/**
 * The answer of GET courier/track/awb/{awb}. Shiprocket answers `track_status: 0` with an error text for an
 * AWB it has no scans of yet: no scans, not a failure.
 */
export function readTrackingAnswer(awb: string, answer: unknown): TrackingUpdate {
  const data = (answer as { tracking_data?: { track_status?: unknown; shipment_track?: unknown; shipment_track_activities?: unknown } } | null)?.tracking_data;
  if (!data || Number(data.track_status) !== 1) return { awb, courierStatus: null, scans: [] };
  const [shipment] = Array.isArray(data.shipment_track) ? (data.shipment_track as { current_status?: unknown }[]) : [];
  return { awb, courierStatus: text(shipment?.current_status), scans: scansOf(data.shipment_track_activities) };
}
