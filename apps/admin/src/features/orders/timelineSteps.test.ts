import { courierStepLooks } from '@shop/ui/StatusTimeline';
import { describe, expect, it } from 'vitest';
import { shippingCopy } from '../../copy/shipping';
import { currentTimelineStep, timelineSteps } from './timelineSteps';

const words = shippingCopy.timeline.steps;

describe('the order’s timeline', () => {
  it('draws the courier’s scans with their step’s icon and the courier’s words, and the shop’s moves plainly', () => {
    const steps = timelineSteps(
      [
        { status: 'pending', at: '2026-11-20T04:00:00Z', detail: null },
        { status: 'shipped', at: '2026-11-20T06:00:00Z', detail: null },
        { status: 'in_transit', at: '2026-11-21T02:00:00Z', detail: 'Arrived at hub, Pune' },
        { status: 'delivery_failed', at: '2026-11-22T09:00:00Z', detail: 'Customer not available' },
      ],
      words,
    );
    expect(steps.map((step) => step.label)).toEqual(['Order placed', 'Shipped', 'In transit', 'Delivery attempt failed']);
    expect(steps[1]).not.toHaveProperty('icon');
    expect(steps[2]).toMatchObject({ icon: courierStepLooks.in_transit.icon, description: 'Arrived at hub, Pune', date: '2026-11-21T02:00:00Z' });
    expect(steps[3]).toMatchObject({ tone: 'warning' });
  });

  it('tells the courier’s delivery scan, which carries its words, from a delivery staff marked', () => {
    const [scanned, marked] = timelineSteps(
      [
        { status: 'delivered', at: '2026-11-23T10:00:00Z', detail: 'Delivered to the customer, Bengaluru' },
        { status: 'delivered', at: '2026-11-23T11:00:00Z', detail: null },
      ],
      words,
    );
    expect(scanned).toMatchObject({ icon: courierStepLooks.delivered.icon });
    expect(marked).not.toHaveProperty('icon');
  });

  it('marks a cancelled or returned order as ending badly', () => {
    const [cancelled, returned] = timelineSteps(
      [
        { status: 'cancelled', at: '2026-11-23T10:00:00Z', detail: null },
        { status: 'returned', at: '2026-11-24T10:00:00Z', detail: null },
      ],
      words,
    );
    expect(cancelled).toMatchObject({ tone: 'danger', label: 'Cancelled' });
    expect(returned).toMatchObject({ tone: 'danger', label: 'Returned to the shop' });
  });

  it('has the latest entry current while the order is under way, and every step done once it is over', () => {
    const timeline = [
      { status: 'pending', at: '2026-11-20T04:00:00Z', detail: null },
      { status: 'shipped', at: '2026-11-20T06:00:00Z', detail: null },
    ] as const;
    expect(currentTimelineStep({ timeline: [...timeline], delivery_status: 'shipped' })).toBe(1);
    expect(currentTimelineStep({ timeline: [...timeline], delivery_status: 'returned' })).toBe(2);
  });
});
