/**
 * Shiprocket's external API as the shop's Carrier (apidocs.shiprocket.in): serviceability (GET
 * courier/serviceability/ with both pincodes, the weight in kg, the parcel's size and whether it is cash on
 * delivery); booking in four calls, each saved by the shop before the next (POST orders/create/adhoc,
 * courier/assign/awb after a look at GET shipments/{id}, courier/generate/label, courier/generate/pickup);
 * tracking by AWB (GET courier/track/awb/{awb}) and by webhook (shiprocket-tracking.ts); answers to failed
 * deliveries (POST ndr/{awb}/action, shiprocket-ndr.ts); reverse pickups (POST orders/create/return, then
 * courier/assign/awb with is_return, shiprocket-return.ts). HTTP, the token and
 * errors: shiprocket-api.ts.
 */
import {
  CarrierRefusedError,
  CarrierUnavailableError,
  type AssignedAwb,
  type Carrier,
  type CarrierOrder,
  type CourierQuote,
  type DeliveryAnswer,
  type ReturnPickupRequest,
  type ServiceabilityRequest,
  type ShipmentRequest,
} from './carrier';
import { createShiprocketApi, type ShiprocketApi, type ShiprocketConfig } from './shiprocket-api';
import { ndrActionBody } from './shiprocket-ndr';
import { adhocOrderBody } from './shiprocket-order';
import { returnOrderBody, returnOrderId } from './shiprocket-return';
import { shiprocketTime } from './shiprocket-time';
import { readTrackingAnswer, readTrackingWebhook } from './shiprocket-tracking';
import { indianDate } from '../kernel';

/** A courier as Shiprocket's serviceability lists it (the fields the shop reads). */
interface AvailableCourier {
  courier_company_id: number | string;
  courier_name: string;
  rate: number | string;
  estimated_delivery_days: number | string;
  cod: number | boolean;
}

/** An order as Shiprocket answers it, made (orders/create/adhoc) or found (GET orders): the fields the shop reads. */
interface ShiprocketOrder {
  id?: unknown;
  order_id?: unknown;
  channel_order_id?: unknown;
  shipment_id?: unknown;
  shipments?: { id?: unknown }[];
  status?: unknown;
  status_code?: unknown;
}

/** A shipment as Shiprocket details it (GET shipments/{id}): the fields the shop reads; `{}` for one it does not have. */
interface ShiprocketShipment {
  awb?: unknown;
  courier?: unknown;
  sr_courier_id?: unknown;
}

/** Shiprocket's answer to an AWB assignment: the fields the shop reads. */
interface AwbAnswer {
  awb_assign_status?: unknown;
  message?: unknown;
  response?: { data?: { awb_code?: unknown; courier_company_id?: unknown; courier_name?: unknown; awb_assign_error?: unknown } };
}

/** An AWB with its courier, as the shop keeps it; neither the assignment nor the shipment says what Shiprocket charges. */
function awbAnswer(awb: string, courierId: string, courierName: string): AssignedAwb {
  return { awb, courierId, courierName, ratePaise: null, trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(awb)}` };
}

/** Shiprocket's order status code for a cancelled order (order status table: 5 CANCELED). */
const CANCELLED_ORDER = 5;

/** Shiprocket's ids are integers; the shop keeps them as text. */
function shiprocketId(value: string, what: string): number {
  if (!/^\d{1,15}$/.test(value)) throw new CarrierRefusedError(`${what} ${value} is not a Shiprocket id`);
  return Number(value);
}

const idText = (value: unknown): string | null => (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? String(value) : null);

export function createShiprocketCarrier(config: ShiprocketConfig, now: () => number = Date.now): Carrier {
  const api: ShiprocketApi = createShiprocketApi(config, now);

  /** The shop's order as Shiprocket keeps it: its order id, its (first) shipment, refused when cancelled there. */
  function carrierOrderOf(order: ShiprocketOrder, shopOrderId: string): CarrierOrder {
    if (Number(order.status_code) === CANCELLED_ORDER || order.status === 'CANCELED') {
      throw new CarrierRefusedError(`Shiprocket's order for order ${shopOrderId} is cancelled there; it cannot be shipped under the same order id`);
    }
    const carrierOrderId = idText(order.order_id ?? order.id);
    const carrierShipmentId = idText(order.shipment_id ?? order.shipments?.[0]?.id);
    if (!carrierOrderId || !carrierShipmentId) throw new CarrierUnavailableError(`Shiprocket's answer for order ${shopOrderId} named no order and shipment`);
    return { carrierOrderId, carrierShipmentId };
  }

  /** An AWB assignment's answer (forward or return), or the refusal Shiprocket gave with HTTP 200. */
  function assignedAwb(answer: AwbAnswer, courierId: string): AssignedAwb {
    const data = answer.response?.data;
    const awb = typeof data?.awb_code === 'string' ? data.awb_code.trim() : '';
    // A courier that cannot take the parcel is refused with HTTP 200 and awb_assign_status 0.
    if (Number(answer.awb_assign_status) !== 1 || awb === '') {
      const reason = [data?.awb_assign_error, answer.message].find((said): said is string => typeof said === 'string' && said.trim() !== '');
      throw new CarrierRefusedError(reason ?? 'Shiprocket assigned no AWB');
    }
    return awbAnswer(awb, idText(data?.courier_company_id) ?? courierId, typeof data?.courier_name === 'string' ? data.courier_name : `Courier ${courierId}`);
  }

  /** A shipment's AWB if Shiprocket already assigned one (an earlier answer lost on the way). */
  async function awbAlreadyAssigned(shipmentId: number, courierId: string): Promise<AssignedAwb | null> {
    const shipment = ((await api.json('GET', `/shipments/${shipmentId}`)) as { data?: ShiprocketShipment } | null)?.data;
    const assignedBefore = typeof shipment?.awb === 'string' ? shipment.awb.trim() : '';
    if (assignedBefore === '') return null;
    const courierName = typeof shipment?.courier === 'string' && shipment.courier.trim() !== '' ? shipment.courier.trim() : `Courier ${courierId}`;
    return awbAnswer(assignedBefore, idText(shipment?.sr_courier_id) ?? courierId, courierName);
  }

  return {
    name: 'shiprocket',
    // Shiprocket answers each courier's days for one pair of pincodes only, never a range for the country.
    transitDays: null,
    async quotes(request: ServiceabilityRequest): Promise<CourierQuote[]> {
      const query = new URLSearchParams({
        pickup_postcode: request.pickupPincode,
        delivery_postcode: request.deliveryPincode,
        weight: String(request.parcel.weightGrams / 1000),
        length: String(request.parcel.lengthCm),
        breadth: String(request.parcel.breadthCm),
        height: String(request.parcel.heightCm),
        cod: request.cashOnDelivery ? '1' : '0',
        declared_value: String(request.declaredValuePaise / 100),
      });
      const response = await api.authorised('GET', `/courier/serviceability/?${query}`);
      const body = (await response.json().catch(() => null)) as { status?: unknown; data?: { available_courier_companies?: unknown } } | null;
      // No courier for that pincode: Shiprocket answers 404, in the status line or in the body.
      if (response.status === 404 || body?.status === 404) return [];
      const couriers = body?.data?.available_courier_companies;
      // Any failure is "cannot ask now": an estimate never turns a refusal into an error page.
      if (!response.ok || !Array.isArray(couriers)) throw new CarrierUnavailableError(`Shiprocket's serviceability failed (HTTP ${response.status})`);
      return (couriers as AvailableCourier[]).flatMap((courier) => {
        const rate = Number(courier.rate);
        const days = Number(courier.estimated_delivery_days);
        if (!Number.isFinite(rate) || !Number.isInteger(days) || days < 0) return [];
        return [
          {
            courierId: String(courier.courier_company_id),
            courierName: courier.courier_name,
            ratePaise: Math.round(rate * 100),
            estimatedDays: days,
            cashOnDelivery: courier.cod === 1 || courier.cod === true,
          },
        ];
      });
    },

    async createOrder(request: ShipmentRequest): Promise<CarrierOrder> {
      const shopOrderId = String(request.orderId);
      // Shiprocket keeps one order per channel order id: it answers a repeated create with the order it has,
      // or refuses it (422) when that one was cancelled. Looking first makes a retry answer the same order
      // whichever it does, without a second create.
      const found = (await api.json('GET', `/orders?${new URLSearchParams({ search: shopOrderId })}`)) as { data?: unknown };
      const existing = (Array.isArray(found.data) ? (found.data as ShiprocketOrder[]) : []).find((order) => String(order.channel_order_id) === shopOrderId);
      if (existing) return carrierOrderOf(existing, shopOrderId);
      const made = (await api.json('POST', '/orders/create/adhoc', adhocOrderBody(request, config.pickupLocation))) as ShiprocketOrder;
      return carrierOrderOf(made, shopOrderId);
    },

    async assignAwb(carrierShipmentId: string, courierId: string): Promise<AssignedAwb> {
      const shipmentId = shiprocketId(carrierShipmentId, 'Shipment');
      // An assignment whose answer was lost (a timeout, a dropped connection) may have been made: Shiprocket
      // would then assign the shipment a second AWB. Looking first makes a retry answer the AWB it already has.
      const before = await awbAlreadyAssigned(shipmentId, courierId);
      if (before) return before;
      const answer = (await api.json('POST', '/courier/assign/awb', { shipment_id: shipmentId, courier_id: shiprocketId(courierId, 'Courier') })) as AwbAnswer;
      return assignedAwb(answer, courierId);
    },

    async generateLabel(carrierShipmentId: string): Promise<{ labelUrl: string }> {
      const answer = (await api.json('POST', '/courier/generate/label', { shipment_id: [shiprocketId(carrierShipmentId, 'Shipment')] })) as {
        label_created?: unknown;
        label_url?: unknown;
        response?: unknown;
      };
      if (Number(answer.label_created) !== 1 || typeof answer.label_url !== 'string' || answer.label_url === '') {
        throw new CarrierRefusedError(typeof answer.response === 'string' && answer.response !== '' ? answer.response : 'Shiprocket made no label');
      }
      return { labelUrl: answer.label_url };
    },

    fetchLabel: (labelUrl) => api.downloadPdf(labelUrl),

    async schedulePickup(carrierShipmentId: string): Promise<{ pickupDate: string | null }> {
      let answer: { pickup_status?: unknown; message?: unknown; response?: { pickup_scheduled_date?: unknown; data?: unknown } };
      try {
        answer = (await api.json('POST', '/courier/generate/pickup', { shipment_id: [shiprocketId(carrierShipmentId, 'Shipment')] })) as typeof answer;
      } catch (error) {
        // A repeated request (its first answer lost) is refused this way: the pickup stands, its day unsaid.
        if (error instanceof CarrierRefusedError && /already in pickup queue/i.test(error.message)) return { pickupDate: null };
        throw error;
      }
      if (Number(answer.pickup_status) !== 1) {
        const reason = [answer.response?.data, answer.message].find((said): said is string => typeof said === 'string' && said.trim() !== '');
        throw new CarrierRefusedError(reason ?? 'Shiprocket scheduled no pickup');
      }
      const at = shiprocketTime(answer.response?.pickup_scheduled_date);
      return { pickupDate: at ? indianDate(at) : null };
    },

    async track({ awb }) {
      return readTrackingAnswer(awb, await api.json('GET', `/courier/track/awb/${encodeURIComponent(awb)}`));
    },

    async answerDeliveryProblem(answer: DeliveryAnswer): Promise<void> {
      const result = (await api.json('POST', `/ndr/${encodeURIComponent(answer.awb)}/action`, ndrActionBody(answer))) as { status?: unknown; success?: unknown; message?: unknown } | null;
      // Some refusals come with HTTP 200 and a false flag.
      if (result?.status === false || result?.success === false) {
        throw new CarrierRefusedError(typeof result.message === 'string' && result.message.trim() !== '' ? result.message.trim() : 'Shiprocket did not take the answer');
      }
    },

    async createReturnOrder(request: ReturnPickupRequest): Promise<CarrierOrder> {
      const channelOrderId = returnOrderId(request.returnId);
      // As for a forward order: look first, so a retry whose first answer was lost makes no second return order.
      const found = (await api.json('GET', `/orders/processing/return?${new URLSearchParams({ search: channelOrderId })}`)) as { data?: unknown };
      const existing = (Array.isArray(found.data) ? (found.data as ShiprocketOrder[]) : []).find((order) => String(order.channel_order_id) === channelOrderId);
      if (existing) return carrierOrderOf(existing, channelOrderId);
      const made = (await api.json('POST', '/orders/create/return', returnOrderBody(request))) as ShiprocketOrder;
      return carrierOrderOf(made, channelOrderId);
    },

    async assignReturnAwb(carrierShipmentId: string): Promise<AssignedAwb> {
      const shipmentId = shiprocketId(carrierShipmentId, 'Shipment');
      const before = await awbAlreadyAssigned(shipmentId, 'return');
      if (before) return before;
      // Shiprocket picks the courier for a return shipment when none is named.
      const answer = (await api.json('POST', '/courier/assign/awb', { shipment_id: shipmentId, is_return: 1 })) as AwbAnswer;
      return assignedAwb(answer, 'return');
    },

    readWebhook: readTrackingWebhook,
  };
}
