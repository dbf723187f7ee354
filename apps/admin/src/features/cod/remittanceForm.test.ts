import { formatPaise } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { codCopy } from '../../copy/cod';
import { indianToday, remittanceRequest, selectedTotal } from './remittanceForm';

const orders = [
  { id: 41, total_paise: 124900, collected_at: '2026-11-20T10:00:00Z', awb: 'DEMO0000000041', courier_name: 'Demo Surface', customer_name: 'Ravi' },
  { id: 43, total_paise: 54950, collected_at: '2026-11-21T10:00:00Z', awb: null, courier_name: null, customer_name: 'Asha' },
];
const context = { today: '2026-11-25', formatPaise, words: codCopy.remittance };

describe('a courier’s remittance', () => {
  it('is recorded for exactly the selected orders, with the reference trimmed', () => {
    expect(selectedTotal(orders)).toBe(179850);
    expect(remittanceRequest({ amountPaise: 179850, remittedOn: '2026-11-25', reference: '  UTR4455  ' }, orders, context)).toEqual({
      request: { amount_paise: 179850, remitted_on: '2026-11-25', reference: 'UTR4455', order_ids: [41, 43] },
    });
  });

  it('points out an amount that is not the selected orders’ total before the server refuses it', () => {
    const result = remittanceRequest({ amountPaise: 175000, remittedOn: '2026-11-24', reference: 'UTR4455' }, orders, context);
    expect(result).toEqual({
      problem: { detail: 'Check the fields marked below.', errors: { amount_paise: ['The selected orders come to ₹1,798.50. Record a remittance for exactly the orders it pays.'] } },
    });
  });

  it('asks for what is missing and refuses a day that has not come', () => {
    const result = remittanceRequest({ amountPaise: null, remittedOn: '2026-11-26', reference: ' ' }, orders, context);
    expect('problem' in result && result.problem.errors).toEqual({
      amount_paise: [codCopy.remittance.amountMissing],
      remitted_on: [codCopy.remittance.dayInFuture],
      reference: [codCopy.remittance.referenceMissing],
    });
    expect(remittanceRequest({ amountPaise: 179850, remittedOn: '', reference: 'UTR' }, orders, context)).toMatchObject({
      problem: { errors: { remitted_on: [codCopy.remittance.dayMissing] } },
    });
  });

  it('counts days in India’s calendar, where the bank and the server count them', () => {
    // 20:00 in London on 24 November is already 25 November in India.
    expect(indianToday(new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-25');
  });
});
