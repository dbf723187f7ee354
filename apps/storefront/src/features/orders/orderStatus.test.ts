import { describe, expect, it } from 'vitest';
import { deliveryBadgeLabel, isTrackable, newestFirst, paymentBadge, paymentBadgeLabel } from './orderStatus';

describe('order badges and actions', () => {
  it("say 'Paid' for a completed payment and 'Payment Pending' while waiting", () => {
    expect(paymentBadgeLabel('completed')).toBe('Paid');
    expect(paymentBadgeLabel('pending')).toBe('Payment Pending');
    expect(paymentBadgeLabel('failed')).toBe('Payment Failed');
    expect(paymentBadgeLabel('refunded')).toBe('Refunded');
  });

  it("say 'Partially refunded' for a paid order with a processed refund, which the API still calls completed", () => {
    const at = '2026-05-02T10:00:00Z';
    expect(paymentBadge({ payment_status: 'completed', refunds: [] })).toEqual({ status: 'completed', label: 'Paid' });
    expect(paymentBadge({ payment_status: 'completed', refunds: [{ amount: 100, status: 'pending', created_at: at, credit_note_id: null }] })).toEqual({ status: 'completed', label: 'Paid' });
    expect(paymentBadge({ payment_status: 'completed', refunds: [{ amount: 100, status: 'processed', created_at: at, credit_note_id: 7 }] })).toEqual({
      status: 'partially_refunded',
      label: 'Partially refunded',
    });
    expect(paymentBadge({ payment_status: 'refunded', refunds: [{ amount: 1798, status: 'processed', created_at: at, credit_note_id: 8 }] })).toEqual({ status: 'refunded', label: 'Refunded' });
  });

  it("say 'Delivered' or 'Delivery Pending'", () => {
    expect(deliveryBadgeLabel('delivered')).toBe('Delivered');
    expect(deliveryBadgeLabel('pending')).toBe('Delivery Pending');
    expect(deliveryBadgeLabel('shipped')).toBe('Delivery Pending');
    expect(deliveryBadgeLabel('cancelled')).toBe('Cancelled');
  });

  it('offer Track only while the delivery is under way', () => {
    expect(isTrackable({ delivery_status: 'pending', payment_status: 'completed' })).toBe(true);
    expect(isTrackable({ delivery_status: 'pending', payment_status: 'pending' })).toBe(true);
    expect(isTrackable({ delivery_status: 'shipped', payment_status: 'completed' })).toBe(true);
    expect(isTrackable({ delivery_status: 'delivered', payment_status: 'completed' })).toBe(false);
    expect(isTrackable({ delivery_status: 'cancelled', payment_status: 'completed' })).toBe(false);
    expect(isTrackable({ delivery_status: 'pending', payment_status: 'failed' })).toBe(false);
  });

  it('sort orders newest first', () => {
    const orders = [
      { id: 1, order_date: '2025-01-01T10:00:00Z' },
      { id: 3, order_date: '2025-03-01T10:00:00Z' },
      { id: 2, order_date: '2025-03-01T10:00:00Z' },
    ];
    expect(newestFirst(orders).map((order) => order.id)).toEqual([3, 2, 1]);
  });
});
