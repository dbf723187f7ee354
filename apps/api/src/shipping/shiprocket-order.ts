/**
 * A booking as Shiprocket's "custom order" (POST orders/create/adhoc): the consignee as the billing address
 * (shipping_is_billing), amounts in rupees, sizes in centimetres, weight in kilograms, the order date in
 * India's time. sub_total is the order's total, which Shiprocket takes as it is ("the total is not
 * calculated automatically") and which the courier collects for cash on delivery.
 */
import { paiseToRupees } from '@shop/rules';
import { IST_OFFSET_MS } from '../kernel';
import type { ShipmentRequest } from './carrier';

/** "2026-11-28 10:00", the order's moment on India's clock. */
function indianDateTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Shiprocket checks Indian mobile numbers: the ten digits, without +91 or spaces. */
export function tenDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

export function adhocOrderBody(request: ShipmentRequest, pickupLocation: string) {
  const { consignee, parcel } = request;
  return {
    order_id: String(request.orderId),
    order_date: indianDateTime(request.orderDate),
    pickup_location: pickupLocation,
    billing_customer_name: consignee.name,
    billing_address: consignee.address,
    billing_address_2: consignee.addressLine2 ?? '',
    billing_city: consignee.city,
    billing_pincode: consignee.pincode,
    billing_state: consignee.state,
    billing_country: 'India',
    billing_email: consignee.email,
    billing_phone: tenDigits(consignee.phone),
    shipping_is_billing: true,
    order_items: request.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: paiseToRupees(item.unitPricePaise),
      hsn: item.hsnCode,
    })),
    payment_method: request.cashOnDelivery ? 'COD' : 'Prepaid',
    sub_total: paiseToRupees(request.totalPaise),
    length: parcel.lengthCm,
    breadth: parcel.breadthCm,
    height: parcel.heightCm,
    weight: parcel.weightGrams / 1000,
  };
}
