/**
 * A reverse pickup as Shiprocket's return order (POST orders/create/return, apidocs.shiprocket.in "Create a Return
 * Order"): the customer is the pickup address, the shop the shipping address, the returned units its items, always
 * prepaid. `qc_enable` on each item asks the courier to check the goods at the door before taking them. The order
 * is named `R<return id>`, apart from the forward orders' ids, so a retried create finds the same order.
 */
import { paiseToRupees } from '@shop/rules';
import type { ReturnPickupRequest } from './carrier';
import { adhocOrderBody, tenDigits } from './shiprocket-order';

/** The return's channel order id at Shiprocket. */
export function returnOrderId(returnId: number): string {
  return `R${returnId}`;
}

export function returnOrderBody(request: ReturnPickupRequest) {
  const { shipment, returnTo } = request;
  // The forward order's shapes (date, phone, sizes) are Shiprocket's; only the parties and items differ.
  const forward = adhocOrderBody(shipment, '');
  return {
    order_id: returnOrderId(request.returnId),
    order_date: forward.order_date,
    pickup_customer_name: shipment.consignee.name,
    pickup_address: shipment.consignee.address,
    pickup_address_2: shipment.consignee.addressLine2 ?? '',
    pickup_city: shipment.consignee.city,
    pickup_state: shipment.consignee.state,
    pickup_country: 'India',
    pickup_pincode: shipment.consignee.pincode,
    pickup_email: shipment.consignee.email,
    pickup_phone: forward.billing_phone,
    shipping_customer_name: returnTo.name,
    shipping_address: returnTo.address,
    shipping_city: returnTo.city,
    shipping_state: returnTo.state,
    shipping_country: 'India',
    shipping_pincode: returnTo.pincode,
    shipping_email: returnTo.email,
    shipping_phone: tenDigits(returnTo.phone),
    order_items: shipment.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: paiseToRupees(item.unitPricePaise),
      hsn: item.hsnCode,
      qc_enable: request.qualityCheck,
      ...(request.qualityCheck ? { qc_product_name: item.name } : {}),
    })),
    payment_method: 'Prepaid',
    sub_total: paiseToRupees(shipment.totalPaise),
    length: forward.length,
    breadth: forward.breadth,
    height: forward.height,
    weight: forward.weight,
  };
}
