import { describe, expect, it } from 'vitest';
import { cashLines, noPaymentText } from './orderCash';
import { orderTime } from './orderText';

const cod = { payment_method: 'cash_on_delivery', cod_fee_paise: 4900, payment_status: 'to_collect' } as const;
const confirmation = { confirmation: 'confirmed', confirm_by: null, confirmed_at: '2026-11-20T05:00:00Z', collected_at: null, remittance: null } as const;

describe('an order’s cash beside its status', () => {
  it('is just the method for an online payment', () => {
    expect(cashLines({ payment_method: 'online', cod_fee_paise: 0, payment_status: 'completed', cash_on_delivery: null })).toEqual([{ text: 'Online payment', tone: 'default' }]);
  });

  it('waits for the customer’s answer, with its deadline, as a warning', () => {
    const lines = cashLines({ ...cod, cash_on_delivery: { ...confirmation, confirmation: 'awaiting', confirm_by: '2026-11-21T05:00:00Z', confirmed_at: null } });
    expect(lines).toEqual([
      { text: 'Cash on delivery · ₹49.00 fee', tone: 'default' },
      { text: `Waiting for the customer to confirm, by ${orderTime('2026-11-21T05:00:00Z')}`, tone: 'warning' },
    ]);
  });

  it('follows the cash from the door to the shop’s bank', () => {
    expect(cashLines({ ...cod, cash_on_delivery: confirmation }).map((line) => line.text)).toEqual([
      'Cash on delivery · ₹49.00 fee',
      `Confirmed by the customer on ${orderTime('2026-11-20T05:00:00Z')}`,
      'The courier collects the cash at the door',
    ]);
    const collected = { ...confirmation, collected_at: '2026-11-23T09:00:00Z' };
    expect(cashLines({ ...cod, payment_status: 'collected', cash_on_delivery: collected }).slice(2)).toEqual([
      { text: `Cash collected on ${orderTime('2026-11-23T09:00:00Z')}`, tone: 'default' },
      { text: 'The courier has not remitted it yet', tone: 'warning' },
    ]);
    const remitted = { ...collected, remittance: { id: 3, reference: 'UTR4455', remitted_on: '2026-11-28' } };
    expect(cashLines({ ...cod, payment_status: 'collected', cash_on_delivery: remitted }).at(-1)).toEqual({
      text: 'Remitted to the shop on 28 Nov 2026, reference UTR4455',
      tone: 'muted',
    });
  });

  it('says by when a bank transfer must arrive, and that it did not once the order is cancelled for it', () => {
    const transfer = { payment_method: 'bank_transfer', cod_fee_paise: 0, cash_on_delivery: null, transfer_pay_by: '2026-12-08T04:30:00Z' } as const;
    const payBy = orderTime('2026-12-08T04:30:00Z');
    expect(cashLines({ ...transfer, payment_status: 'pending' })).toEqual([
      { text: 'Bank transfer or UPI', tone: 'default' },
      { text: `To be paid by ${payBy}; cancelled and its stock freed if no payment is recorded by then`, tone: 'warning' },
    ]);
    expect(cashLines({ ...transfer, payment_status: 'failed' }).at(-1)).toEqual({ text: `Not paid by ${payBy}, so the order was cancelled`, tone: 'muted' });
    expect(cashLines({ ...transfer, payment_status: 'completed' })).toEqual([{ text: 'Bank transfer or UPI', tone: 'default' }]);
  });

  it('says nothing was collected for a parcel refused at the door', () => {
    expect(cashLines({ ...cod, payment_status: 'failed', cash_on_delivery: confirmation }).at(-1)).toEqual({ text: 'Nothing was collected', tone: 'muted' });
  });
});

describe('an order’s Payments box without a payment attempt', () => {
  const confirmed = { ...confirmation };
  it('waits for the cash at the door only while the parcel can still reach it', () => {
    expect(noPaymentText({ payment_method: 'cash_on_delivery', payment_status: 'to_collect', delivery_status: 'shipped', cash_on_delivery: confirmed })).toBe(
      'Nothing yet: the courier collects the cash at the door.',
    );
    expect(noPaymentText({ payment_method: 'cash_on_delivery', payment_status: 'failed', delivery_status: 'returned', cash_on_delivery: confirmed })).toBe(
      'None: the parcel came back to us and no cash was collected.',
    );
    expect(noPaymentText({ payment_method: 'cash_on_delivery', payment_status: 'failed', delivery_status: 'cancelled', cash_on_delivery: { ...confirmed, confirmation: 'expired' } })).toBe(
      'None: the order was cancelled before delivery.',
    );
    expect(
      noPaymentText({ payment_method: 'cash_on_delivery', payment_status: 'collected', delivery_status: 'delivered', cash_on_delivery: { ...confirmed, collected_at: '2026-11-23T09:00:00Z' } }),
    ).toBe('The courier collected the cash at the door; no online payment.');
  });

  it('tells an unpaid online order from one cancelled before it was paid', () => {
    expect(noPaymentText({ payment_method: 'online', payment_status: 'pending', delivery_status: 'pending', cash_on_delivery: null })).toBe('No payment attempt yet.');
    expect(noPaymentText({ payment_method: 'online', payment_status: 'failed', delivery_status: 'cancelled', cash_on_delivery: null })).toBe('None: the order was cancelled before it was paid.');
  });
});
