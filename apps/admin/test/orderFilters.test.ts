import { describe, expect, it } from 'vitest';
import { isOrderRangeBackwards, ordersQueryArg, readOrderFilters, writeOrderFilters } from '../src/features/orders/orderFilters';

describe('the orders list’s address', () => {
  it('reads the filters, sort and page back from what it wrote', () => {
    const filters = { page: 2, delivery: 'shipped', payment: 'completed', q: 'ravi', from: '2026-11-01', to: '2026-11-23', sort: 'total_paise', order: 'asc' } as const;
    const params = writeOrderFilters(filters);
    expect(params.toString()).toBe('delivery=shipped&payment=completed&q=ravi&from=2026-11-01&to=2026-11-23&sort=total_paise&order=asc&page=2');
    expect(readOrderFilters(params)).toEqual(filters);
    expect(ordersQueryArg(filters)).toMatchObject({ page: 2, pageSize: 25, deliveryStatus: 'shipped', paymentStatus: 'completed', q: 'ravi', sort: 'total_paise', order: 'asc' });
  });

  it('leaves the defaults out of the address: newest first, page 1, no filter', () => {
    expect(writeOrderFilters(readOrderFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('drops what an edited address makes malformed instead of sending it', () => {
    expect(readOrderFilters(new URLSearchParams('page=0&delivery=lost&payment=maybe&q=%20%20&from=yesterday&sort=name&order=up'))).toEqual({
      page: 1,
      delivery: undefined,
      payment: undefined,
      q: undefined,
      from: undefined,
      to: undefined,
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('filters by every payment status the contract has, a partly refunded order too', () => {
    expect(readOrderFilters(new URLSearchParams('payment=partially_refunded')).payment).toBe('partially_refunded');
  });

  it('knows a range whose end is before its start', () => {
    expect(isOrderRangeBackwards({ from: '2026-11-23', to: '2026-11-01' })).toBe(true);
    expect(isOrderRangeBackwards({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
  });
});
