/**
 * How the fake Shiprocket tells a parcel's journey: scans as Shiprocket writes them (local Indian time
 * without an offset, the courier's code, `sr-status` from the shipment status table and its label), the
 * answer of GET courier/track/awb/{awb}, and the body of its tracking webhook, whose current_status_id comes
 * from the order status table (IN TRANSIT is 20 there, 18 in the shipment table), as in Shiprocket's sample.
 */

/** The moves a test can make a parcel take, with Shiprocket's codes and words for each. */
export const FAKE_TRACKING_STATUSES = {
  picked_up: { shipmentCode: 42, orderCode: 51, label: 'PICKED UP', courierCode: 'PUD', activity: 'Shipment picked up' },
  in_transit: { shipmentCode: 18, orderCode: 20, label: 'IN TRANSIT', courierCode: 'IT', activity: 'Shipment added in bag' },
  out_for_delivery: { shipmentCode: 17, orderCode: 19, label: 'OUT FOR DELIVERY', courierCode: 'OFD', activity: 'Out for delivery' },
  delivered: { shipmentCode: 7, orderCode: 7, label: 'DELIVERED', courierCode: 'DLVD', activity: 'Delivered' },
  undelivered: { shipmentCode: 21, orderCode: 36, label: 'UNDELIVERED', courierCode: 'UD', activity: 'Consignee not available' },
  rto_initiated: { shipmentCode: 9, orderCode: 15, label: 'RTO INITIATED', courierCode: 'RTO', activity: 'Return to origin initiated' },
  rto_delivered: { shipmentCode: 10, orderCode: 16, label: 'RTO DELIVERED', courierCode: 'RTD', activity: 'Returned to shipper' },
} as const;

export type FakeTrackingStatus = keyof typeof FAKE_TRACKING_STATUSES;

/** A scan as Shiprocket lists it, in `scans` (webhook) and `shipment_track_activities` (tracking). */
export interface FakeScan {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
}

/** A parcel the fake tracks: booked through it, or known only by the AWB a test sends webhooks for. */
export interface FakeParcel {
  awb: string;
  courierName: string;
  courierId: number;
  channelOrderId: string;
  srOrderId: number;
  shipmentId: number;
  scans: { status: FakeTrackingStatus; at: Date }[];
  /** The NDR actions taken (POST ndr/{awb}/action), with their bodies as received. */
  ndrActions?: { body: Record<string, unknown>; at: Date }[];
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** "2026-11-28 10:00:00": Shiprocket's local Indian time. */
export function shiprocketDateTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** "28 11 2026 10:00:00": a webhook's current_timestamp. */
function webhookTimestamp(at: Date): string {
  const [date, time] = shiprocketDateTime(at).split(' ') as [string, string];
  return `${date.split('-').reverse().join(' ')} ${time}`;
}

function scanOf({ status, at }: FakeParcel['scans'][number], location: string): FakeScan {
  const words = FAKE_TRACKING_STATUSES[status];
  return {
    date: shiprocketDateTime(at),
    status: words.courierCode,
    activity: words.activity,
    location,
    'sr-status': String(words.shipmentCode),
    'sr-status-label': words.label,
  };
}

const inOrder = (parcel: FakeParcel) => [...parcel.scans].sort((a, b) => a.at.getTime() - b.at.getTime());

const HUB = 'Mumbai_Andheri_H (Maharashtra)';

/** GET courier/track/awb/{awb}: the newest activity first; no activity yet is `track_status: 0` with Shiprocket's words. */
export function trackingAnswer(parcel: FakeParcel | undefined) {
  const scans = parcel ? inOrder(parcel) : [];
  const latest = scans.at(-1);
  if (!parcel || !latest) {
    return { tracking_data: { track_status: 0, error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.' } };
  }
  const words = FAKE_TRACKING_STATUSES[latest.status];
  return {
    tracking_data: {
      track_status: 1,
      shipment_status: words.shipmentCode,
      shipment_track: [
        {
          id: parcel.shipmentId,
          awb_code: parcel.awb,
          courier_company_id: parcel.courierId,
          shipment_id: parcel.shipmentId,
          order_id: parcel.srOrderId,
          current_status: words.label,
          courier_name: parcel.courierName,
        },
      ],
      shipment_track_activities: scans.map((scan) => scanOf(scan, HUB)).reverse(),
      track_url: `https://shiprocket.co//tracking/${parcel.awb}`,
    },
  };
}

/** The tracking webhook Shiprocket posts when `scan` is recorded: its status as current, every scan so far. */
export function webhookBody(parcel: FakeParcel, scan: FakeParcel['scans'][number]) {
  const words = FAKE_TRACKING_STATUSES[scan.status];
  return {
    awb: parcel.awb,
    courier_name: parcel.courierName,
    current_status: words.label,
    current_status_id: words.orderCode,
    shipment_status: words.label,
    shipment_status_id: words.shipmentCode,
    current_timestamp: webhookTimestamp(scan.at),
    order_id: parcel.channelOrderId,
    sr_order_id: parcel.srOrderId,
    scans: inOrder(parcel).map((each) => scanOf(each, HUB)),
    is_return: 0,
  };
}
