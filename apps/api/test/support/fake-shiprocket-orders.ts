/**
 * The fake Shiprocket's orders and couriers, and the answers Shiprocket gives about them: a custom order
 * made (or refused for a missing field or an unknown pickup location), an order as GET orders lists it, an
 * AWB assigned, a pickup scheduled, and the label PDF at its storage URL.
 */
import type { ServerResponse } from 'node:http';
import PDFDocument from 'pdfkit';
import { shiprocketDateTime } from './fake-shiprocket-tracking';

/** A courier as Shiprocket's serviceability lists it (the fields the shop reads, and a few it does not). */
export interface FakeCourier {
  courier_company_id: number;
  courier_name: string;
  rate: number;
  estimated_delivery_days: string;
  etd: string;
  cod: 0 | 1;
  rating?: number;
}

export interface FakeShiprocketOrder {
  id: number;
  channelOrderId: string;
  shipmentId: number;
  status: 'NEW' | 'READY TO SHIP' | 'CANCELED';
  /** The body of orders/create/adhoc as received. */
  body: Record<string, unknown>;
  awb: string | null;
  courier: FakeCourier | null;
  pickupScheduledAt: Date | null;
  /** A return order (orders/create/return): picked up from the customer, shipped to the shop. */
  isReturn?: boolean;
}

/** Shiprocket's order status table. */
const ORDER_STATUS_CODES: Record<FakeShiprocketOrder['status'], number> = { NEW: 1, 'READY TO SHIP': 3, CANCELED: 5 };

/** What orders/create/adhoc requires (Shiprocket's parameter table). */
const REQUIRED_ORDER_FIELDS = [
  'order_id', 'order_date', 'pickup_location', 'billing_customer_name', 'billing_address', 'billing_city', 'billing_pincode', 'billing_state',
  'billing_country', 'billing_email', 'billing_phone', 'shipping_is_billing', 'order_items', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight',
] as const;

type Answer = [status: number, body: unknown];

/** What orders/create/return requires (Shiprocket's parameter table for a return order). */
const REQUIRED_RETURN_FIELDS = [
  'order_id', 'order_date', 'pickup_customer_name', 'pickup_address', 'pickup_city', 'pickup_state', 'pickup_country', 'pickup_pincode', 'pickup_email', 'pickup_phone',
  'shipping_customer_name', 'shipping_address', 'shipping_city', 'shipping_country', 'shipping_pincode', 'shipping_state', 'shipping_phone', 'order_items', 'payment_method', 'sub_total',
  'length', 'breadth', 'height', 'weight',
] as const;

/** Why Shiprocket refuses a return order before making it (422), or null when it would make it. */
export function returnOrderRefusal(input: Record<string, unknown>): Answer | null {
  const missing = REQUIRED_RETURN_FIELDS.filter((field) => input[field] === undefined || input[field] === '' || input[field] === null);
  if (missing.length > 0) {
    return [422, { message: 'Oops! Invalid Data.', errors: Object.fromEntries(missing.map((field) => [field, [`The ${field.replaceAll('_', ' ')} field is required.`]])), status_code: 422 }];
  }
  const badPhones = (['pickup_phone', 'shipping_phone'] as const).filter((field) => !/^\d{10}$/.test(String(input[field])));
  if (badPhones.length > 0) {
    return [422, { message: 'Oops! Invalid Data.', errors: Object.fromEntries(badPhones.map((field) => [field, [`The ${field.replaceAll('_', ' ')} must be 10 digits.`]])), status_code: 422 }];
  }
  if (input.payment_method !== 'Prepaid') return [422, { message: 'Return orders are prepaid.', status_code: 422 }];
  return null;
}

/** Why Shiprocket refuses a custom order before making it (422), or null when it would make it. */
export function orderRefusal(input: Record<string, unknown>, pickupLocations: ReadonlySet<string>): Answer | null {
  const missing = REQUIRED_ORDER_FIELDS.filter((field) => input[field] === undefined || input[field] === '' || input[field] === null);
  if (missing.length > 0) {
    return [422, { message: 'Oops! Invalid Data.', errors: Object.fromEntries(missing.map((field) => [field, [`The ${field.replaceAll('_', ' ')} field is required.`]])), status_code: 422 }];
  }
  if (!pickupLocations.has(String(input.pickup_location))) return [422, { message: 'Wrong Pickup location entered. Please choose one location from data given', status_code: 422 }];
  return null;
}

/** orders/create/adhoc's answer: the order made, or the one Shiprocket already had under that channel order id. */
export function createdOrder(order: FakeShiprocketOrder): Answer {
  return [
    200,
    {
      order_id: order.id,
      shipment_id: order.shipmentId,
      status: order.status,
      status_code: ORDER_STATUS_CODES[order.status],
      onboarding_completed_now: 0,
      awb_code: order.awb,
      courier_company_id: order.courier?.courier_company_id ?? null,
      courier_name: order.courier?.courier_name ?? null,
    },
  ];
}

/** An order as GET orders lists it (the fields the shop reads, and a few it does not). */
export function listedOrder(order: FakeShiprocketOrder) {
  return {
    id: order.id,
    channel_order_id: order.channelOrderId,
    customer_name: order.body.billing_customer_name,
    status: order.status,
    status_code: ORDER_STATUS_CODES[order.status],
    payment_method: String(order.body.payment_method).toLowerCase(),
    shipments: [{ id: order.shipmentId, awb: order.awb ?? '', courier: order.courier?.courier_name ?? '', pickup_scheduled_date: order.pickupScheduledAt ? shiprocketDateTime(order.pickupScheduledAt) : null }],
  };
}

/** A shipment as GET shipments/{id} details it (the fields the shop reads, and a few it does not). */
export function shipmentDetails(order: FakeShiprocketOrder) {
  return {
    data: {
      id: order.shipmentId,
      order_id: order.id,
      courier: order.courier?.courier_name ?? null,
      sr_courier_id: order.courier?.courier_company_id ?? null,
      awb: order.awb,
      pickup_generated_date: order.pickupScheduledAt ? shiprocketDateTime(order.pickupScheduledAt) : null,
      method: 'Standard',
      weight: String(order.body.weight),
      quantity: 1,
      total: String(order.body.sub_total),
    },
  };
}

/** courier/assign/awb's answer once the AWB is assigned. */
export function assignedAwb(order: FakeShiprocketOrder, awb: string, courier: FakeCourier): Answer {
  return [
    200,
    {
      awb_assign_status: 1,
      response: {
        data: { courier_company_id: courier.courier_company_id, awb_code: awb, cod: order.body.payment_method === 'COD' ? 1 : 0, order_id: order.id, shipment_id: order.shipmentId, courier_name: courier.courier_name, applied_weight: order.body.weight },
      },
    },
  ];
}

/** courier/generate/pickup's answer once the pickup is scheduled. */
export function scheduledPickup(order: FakeShiprocketOrder, at: Date): Answer {
  return [
    200,
    {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: shiprocketDateTime(at),
        pickup_token_number: `Reference No: ${order.shipmentId}`,
        status: 3,
        data: `Pickup is confirmed by ${order.courier?.courier_name} For AWB :- ${order.awb}`,
      },
    },
  ];
}

/** The label at its storage URL: a 4 × 6 inch PDF with the courier and the AWB; storage's 404 for any other. */
export function sendLabel(order: FakeShiprocketOrder | undefined, awb: string, response: ServerResponse): void {
  if (!order || order.awb !== awb) return void response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
  const pdf = new PDFDocument({ size: [288, 432], margin: 14 });
  response.writeHead(200, { 'content-type': 'application/pdf' });
  pdf.pipe(response);
  pdf.font('Helvetica-Bold').fontSize(14).text(order.courier?.courier_name ?? '').fontSize(22).text(awb);
  pdf.font('Helvetica').fontSize(10).text(`Order ${order.channelOrderId}`);
  pdf.end();
}
