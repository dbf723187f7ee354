/** A booking as the shop asks a carrier for one: order 42, two packs of spikes to Bengaluru, cash on delivery. */
import type { AssignedAwb, ShipmentRequest } from '../../src/shipping/carrier';
import { DEMO_SELLER } from '../../src/config';

/** The AWB the demo carrier assigns order 42 with its surface courier, as a label is drawn for it. */
export const ASSIGNED: Pick<AssignedAwb, 'awb' | 'courierName'> = { awb: 'DEMO0000000042', courierName: 'Demo Surface' };

export function shipmentRequest(overrides: Partial<ShipmentRequest> = {}): ShipmentRequest {
  return {
    orderId: 42,
    // 28 November 2026, 10:00 in India.
    orderDate: new Date('2026-11-28T04:30:00Z'),
    pickupPincode: '400069',
    consignee: {
      name: 'Asha Patel',
      phone: '+91 98765 43210',
      email: 'asha.patel@example.in',
      address: '12 MG Road',
      addressLine2: 'Near Trinity Metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
    items: [{ name: 'Stainless steel bird spikes (1 m)', sku: 'BS-SS-1M', units: 2, unitPricePaise: 89950, hsnCode: '7326' }],
    parcel: { weightGrams: 1200, lengthCm: 35, breadthCm: 12, heightCm: 16 },
    totalPaise: 179900,
    cashOnDelivery: true,
    ...overrides,
  };
}

/** The demo seller as the demo carrier's labels name it: whom an undelivered parcel goes back to. */
export const DEMO_RETURN_TO = { name: DEMO_SELLER.legalName, address: DEMO_SELLER.address };
