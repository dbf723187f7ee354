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
    const online = { payment_method: 'online', payment_status_display: 'Paid' } as const;
    expect(paymentBadge({ ...online, payment_status: 'completed', refunds: [] })).toEqual({ status: 'completed', label: 'Paid' });
    expect(paymentBadge({ ...online, payment_status: 'completed', refunds: [{ amount: 100, status: 'pending', created_at: at, credit_note_id: null }] })).toEqual({
      status: 'completed',
      label: 'Paid',
    });
    expect(paymentBadge({ ...online, payment_status: 'completed', refunds: [{ amount: 100, status: 'processed', created_at: at, credit_note_id: 7 }] })).toEqual({
      status: 'partially_refunded',
      label: 'Partially refunded',
    });
    expect(paymentBadge({ ...online, payment_status: 'refunded', refunds: [{ amount: 1798, status: 'processed', created_at: at, credit_note_id: 8 }] })).toEqual({
      status: 'refunded',
      label: 'Refunded',
    });
  });

  it("give cash on delivery the API's words: to pay at the door, paid there, or not collected", () => {
    const cod = (payment_status: 'pending' | 'completed' | 'failed', payment_status_display: string) =>
      paymentBadge({ payment_method: 'cash_on_delivery', payment_status, payment_status_display, refunds: [] });
    expect(cod('pending', 'Pay on delivery')).toEqual({ status: 'pending', label: 'Pay on delivery' });
    expect(cod('completed', 'Paid on delivery')).toEqual({ status: 'completed', label: 'Paid on delivery' });
    expect(cod('failed', 'Not collected')).toEqual({ status: 'failed', label: 'Not collected' });
  });

  it("say 'Delivered' or 'Delivery Pending', and a cancelled or returned order says so", () => {
    const order = (delivery_status: 'pending' | 'shipped' | 'delivered' | 'cancelled', delivery_status_display: string, history: string[] = []) => ({
      delivery_status,
      delivery_status_display,
      status_history: history.map((status) => ({ status, display: status, at: '2026-05-02T10:00:00Z' })),
    });
    expect(deliveryBadgeLabel(order('delivered', 'Delivered'))).toBe('Delivered');
    expect(deliveryBadgeLabel(order('pending', 'Pending'))).toBe('Delivery Pending');
    expect(deliveryBadgeLabel(order('shipped', 'Shipped'))).toBe('Delivery Pending');
    expect(deliveryBadgeLabel(order('cancelled', 'Cancelled', ['pending', 'cancelled']))).toBe('Cancelled');
    expect(deliveryBadgeLabel(order('cancelled', 'Returned to us', ['pending', 'shipped', 'returned']))).toBe('Returned to us');
  });

  it('offer Track only while the delivery is under way', () => {
    expect(isTrackable({ delivery_status: 'pending', payment_status: 'completed' })).toBe(true);
    expect(isTrackable({ delivery_status: 'pending', payment_status: 'pending' })).toBe(true);
    expect(isTrackable({ delivery_status: 'shipped', payment_status: 'completed' })).toBe(true);
    expect(isTrackable({ delivery_status: 'delivered', payment_status: 'completed' })).toBe(false);
    expect(isTrackable({ delivery_status: 'cancelled', payment_status: 'completed' })).toBe(false);
    expect(isTrackable({ delivery_status: 'pending', payment_status: 'failed' })).toBe(false);
    const confirmBy = '2026-05-03T10:00:00Z';
    expect(isTrackable({ delivery_status: 'pending', payment_status: 'pending', cod_confirmation: { status: 'awaiting', confirm_by: confirmBy } })).toBe(false);
    expect(isTrackable({ delivery_status: 'pending', payment_status: 'pending', cod_confirmation: { status: 'confirmed', confirm_by: confirmBy } })).toBe(true);
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
