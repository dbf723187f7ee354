import type { AdminSale } from '@shop/api-client/admin';
import { describe, expect, it } from 'vitest';
import { salesCopy } from '../../copy/sales';
import { newSaleForm, saleFormFrom, saleInput, type SaleForm } from './saleForm';

const words = salesCopy.editor;

const live: AdminSale = {
  id: 3,
  name: 'Monsoon sale',
  percent_off: 20,
  amount_off_paise: null,
  starts_at: '2026-11-01T03:30:00.000Z',
  ends_at: '2026-11-30T18:29:00.000Z',
  product_ids: [12, 30],
  category_ids: [2],
  state: 'live',
  version: 4,
};

const filled: SaleForm = {
  name: '  Diwali sale ',
  discountKind: 'amount',
  percentOff: 15,
  amountOffPaise: 20000,
  startsAt: '2026-11-01T09:00',
  endsAt: '2026-11-30T23:59',
  productIds: [30, 12],
  categoryIds: [],
};

describe('the sale form', () => {
  it('starts a new sale now on India’s clock, with nothing else filled in', () => {
    expect(newSaleForm(new Date('2026-11-01T03:30:41Z'))).toEqual({
      name: '',
      discountKind: 'percent',
      percentOff: Number.NaN,
      amountOffPaise: null,
      startsAt: '2026-11-01T09:00',
      endsAt: '',
      productIds: [],
      categoryIds: [],
    });
  });

  it('sends a sale read and saved unchanged as it was read, with its version', () => {
    const { id: _id, state: _state, ...fields } = live;
    expect(saleInput(saleFormFrom(live), live.version, words)).toEqual({ request: fields });
  });

  it('sends only the discount chosen, times as instants and ids in order; no version for a new sale', () => {
    expect(saleInput(filled, undefined, words)).toEqual({
      request: {
        name: 'Diwali sale',
        percent_off: null,
        amount_off_paise: 20000,
        starts_at: '2026-11-01T03:30:00.000Z',
        ends_at: '2026-11-30T18:29:00.000Z',
        product_ids: [12, 30],
        category_ids: [],
      },
    });
    expect(saleInput({ ...filled, discountKind: 'percent' }, undefined, words)).toMatchObject({ request: { percent_off: 15, amount_off_paise: null } });
  });

  it('points out each field left without a usable value and sends nothing', () => {
    const empty: SaleForm = { ...filled, name: ' ', discountKind: 'percent', percentOff: Number.NaN, startsAt: '', endsAt: '2026-02-30T10:00' };
    expect(saleInput(empty, 4, words)).toEqual({
      problem: {
        detail: words.check,
        errors: { name: [words.required], percent_off: [words.notNumber], starts_at: [words.notTime], ends_at: [words.notTime] },
      },
    });
    expect(saleInput({ ...filled, amountOffPaise: null }, 4, words)).toEqual({ problem: { detail: words.check, errors: { amount_off_paise: [words.notAmount] } } });
  });

  it('leaves the rules to the server: an end before the start and nothing chosen are still sent', () => {
    const backwards = { ...filled, startsAt: '2026-12-01T00:00', endsAt: '2026-11-01T00:00', productIds: [] };
    expect(saleInput(backwards, undefined, words)).toHaveProperty('request');
  });
});
