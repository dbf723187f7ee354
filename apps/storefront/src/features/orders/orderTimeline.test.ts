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
