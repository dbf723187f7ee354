/** What the demo carrier's couriers quote, asked as the shop asks them, for tests of what the shop states from it. */
import { createDemoCarrier } from '../../src/shipping/demo-carrier';

/** The fewest days they quote (to the pickup's own area) and the most (to another postal zone). */
export async function demoTransitDays(pickupPincode: string): Promise<{ min: number; max: number }> {
  const carrier = createDemoCarrier({ stepMinutes: 10, returnTo: { name: 'Shop', address: 'Mumbai' } });
  const parcel = { weightGrams: 500, lengthCm: 10, breadthCm: 10, heightCm: 10 };
  const quote = (deliveryPincode: string) => carrier.quotes({ pickupPincode, deliveryPincode, parcel, cashOnDelivery: false, declaredValuePaise: 100_00 });
  const [near, far] = await Promise.all([quote(pickupPincode), quote(pickupPincode.startsWith('1') ? '600001' : '110001')]);
  return { min: Math.min(...near.map((q) => q.estimatedDays)), max: Math.max(...far.map((q) => q.estimatedDays)) };
}
