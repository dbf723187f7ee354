import { fittingUnit } from '@shop/rules/installationLength';
import { describe, expect, it } from 'vitest';
import { draftInput, newLine, serviceLine } from '../src/features/quotes/draftForm';
import { spikeFitting } from './support/services';


describe('a quotation line priced from a service', () => {
  it('takes the service’s name, unit in words, SAC code and rate, at its price before GST', () => {
    const line = serviceLine(spikeFitting);
    // ₹150 with 18 % GST is ₹127.12 before it, to the paisa.
    expect(line).toEqual({ variant: null, service: 2, description: 'Bird spike fitting', unit: 'running metre', quantity: 1, unitPricePaise: 12712, gstRate: 18, hsnSac: '998739' });
    // Fitting by the metre stays bookable online once the quotation is an order.
    expect(fittingUnit(line.unit)).toBe('running_metre');
  });

  it('is sent naming the service, a free line naming none', () => {
    const form = { lines: [newLine({ ...serviceLine(spikeFitting), quantity: 37 }), newLine({ variant: null, service: null, description: 'Scaffolding', unit: 'job', quantity: 1, unitPricePaise: 500000, gstRate: 18, hsnSac: '995468' })], deliveryTerms: '', installationTerms: '', validUntil: '2026-06-15' };
    expect(draftInput(form, 3).lines.map((line) => [line.service, line.unit, line.hsn_sac])).toEqual([
      [2, 'running metre', '998739'],
      [null, 'job', '995468'],
    ]);
  });
});
