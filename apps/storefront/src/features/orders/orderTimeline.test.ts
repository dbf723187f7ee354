import { describe, expect, it } from 'vitest';
import { orderTimeline } from './orderTimeline';

const words = { orderPlaced: 'Order Placed', delivered: 'Delivered' };
const placed = '2025-01-05T09:00:00.000Z';
const entry = (status: string, display: string, at: string) => ({ status, display, at });

describe('the order timeline', () => {
  it("starts with 'Order Placed' and waits for delivery while pending", () => {
    const timeline = orderTimeline({ order_date: placed, delivery_status: 'pending', status_history: [entry('pending', 'Pending', placed)] }, words);
    expect(timeline.steps.map((step) => step.label)).toEqual(['Order Placed', 'Delivered']);
    expect(timeline.steps[0]!.date).toBe(placed);
    expect(timeline.steps[1]!.date).toBeUndefined();
    expect(timeline.currentStep).toBe(0);
  });

  it('lists each change, the latest current', () => {
    const timeline = orderTimeline(
      {
        order_date: placed,
        delivery_status: 'shipped',
        status_history: [entry('pending', 'Pending', placed), entry('processing', 'Processing', '2025-01-05T12:00:00Z'), entry('shipped', 'Shipped', '2025-01-06T08:00:00Z')],
      },
      words,
    );
    expect(timeline.steps.map((step) => step.label)).toEqual(['Order Placed', 'Processing', 'Shipped', 'Delivered']);
    expect(timeline.currentStep).toBe(2);
  });

  it('is complete once delivered, and marks a cancellation', () => {
    const delivered = orderTimeline(
      { order_date: placed, delivery_status: 'delivered', status_history: [entry('pending', 'Pending', placed), entry('delivered', 'Delivered', '2025-01-07T10:00:00Z')] },
      words,
    );
    expect(delivered.steps.map((step) => step.label)).toEqual(['Order Placed', 'Delivered']);
    expect(delivered.currentStep).toBe(2);

    const cancelled = orderTimeline(
      { order_date: placed, delivery_status: 'cancelled', status_history: [entry('pending', 'Pending', placed), entry('cancelled', 'Cancelled', '2025-01-05T10:00:00Z')] },
      words,
    );
    expect(cancelled.steps.at(-1)).toMatchObject({ label: 'Cancelled', tone: 'danger' });
    expect(cancelled.currentStep).toBe(2);
  });
});

describe("the courier's steps", () => {
  const scan = (status: string, display: string, at: string, detail: string) => ({ status, display, at, detail });

  it("show each scan with the courier's words and place, its step named for its icon and tone", () => {
    const timeline = orderTimeline(
      {
        order_date: placed,
        delivery_status: 'shipped',
        status_history: [
          entry('pending', 'Pending', placed),
          entry('shipped', 'Shipped', '2025-01-06T08:00:00Z'),
          scan('picked_up', 'Picked up by the courier', '2025-01-06T09:00:00Z', 'Picked up from the shop'),
          scan('in_transit', 'In transit', '2025-01-07T02:00:00Z', 'Arrived at hub, Pune'),
          scan('delivery_failed', 'Delivery attempt failed', '2025-01-08T11:00:00Z', 'Customer not available, Pune'),
        ],
      },
      words,
    );
    expect(timeline.steps.map((step) => step.label)).toEqual(['Order Placed', 'Shipped', 'Picked up by the courier', 'In transit', 'Delivery attempt failed', 'Delivered']);
    expect(timeline.steps[3]).toMatchObject({ courierStep: 'in_transit', detail: 'Arrived at hub, Pune' });
    expect(timeline.steps[1]!.courierStep).toBeUndefined();
    expect(timeline.currentStep).toBe(4);
  });

  it("draw the courier's delivered scan as theirs, and the shop's own Delivered plainly", () => {
    const byCourier = orderTimeline(
      { order_date: placed, delivery_status: 'delivered', status_history: [entry('pending', 'Pending', placed), scan('delivered', 'Delivered', '2025-01-08T11:00:00Z', 'Delivered, Pune')] },
      words,
    );
    expect(byCourier.steps.at(-1)).toMatchObject({ courierStep: 'delivered', detail: 'Delivered, Pune' });
    const byHand = orderTimeline(
      { order_date: placed, delivery_status: 'delivered', status_history: [entry('pending', 'Pending', placed), { ...entry('delivered', 'Delivered', '2025-01-08T11:00:00Z'), detail: null }] },
      words,
    );
    expect(byHand.steps.at(-1)!.courierStep).toBeUndefined();
  });

  it('end with a parcel that came back to the shop, shown as such', () => {
    const timeline = orderTimeline(
      {
        order_date: placed,
        delivery_status: 'cancelled',
        status_history: [
          entry('pending', 'Pending', placed),
          scan('rto_initiated', 'Returning to us', '2025-01-09T10:00:00Z', 'Refused by the customer, Pune'),
          scan('returned', 'Returned to us', '2025-01-12T10:00:00Z', 'Delivered to the shop, Bengaluru'),
        ],
      },
      words,
    );
    expect(timeline.steps.at(-1)).toMatchObject({ label: 'Returned to us', tone: 'danger', courierStep: 'rto_delivered', detail: 'Delivered to the shop, Bengaluru' });
    expect(timeline.steps.at(-2)).toMatchObject({ courierStep: 'rto_initiated' });
    expect(timeline.currentStep).toBe(timeline.steps.length);
  });
});
