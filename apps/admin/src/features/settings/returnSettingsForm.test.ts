import { describe, expect, it } from 'vitest';
import { returnSettingsCopy } from '../../copy/returnSettings';
import { returnSettingsUpdate, toReturnSettingsForm } from './returnSettingsForm';

const saved = {
  version: 3,
  window_days: 7,
  replacement_reasons: ['damaged_in_transit', 'defective'] as ('damaged_in_transit' | 'defective')[],
  non_returnable_category_ids: [4],
  non_returnable_product_ids: [12, 30],
};

describe('the return settings form', () => {
  it('saves what it was given, with the version read, when nothing was edited', () => {
    const { version, ...fields } = saved;
    expect(returnSettingsUpdate(toReturnSettingsForm(saved), 3, returnSettingsCopy)).toEqual({ request: { version, ...fields } });
  });

  it('sends the replacement reasons in the form’s order, whatever order they were ticked in, and none for refunds only', () => {
    const form = toReturnSettingsForm(saved);
    expect(returnSettingsUpdate({ ...form, replacement_reasons: ['defective', 'damaged_in_transit'] }, 3, returnSettingsCopy)).toMatchObject({
      request: { replacement_reasons: ['damaged_in_transit', 'defective'] },
    });
    expect(returnSettingsUpdate({ ...form, replacement_reasons: [] }, 3, returnSettingsCopy)).toMatchObject({ request: { replacement_reasons: [] } });
  });

  it('points out an empty window under its field, and leaves its limits to the server', () => {
    const form = toReturnSettingsForm(saved);
    expect(returnSettingsUpdate({ ...form, window_days: Number.NaN }, 3, returnSettingsCopy)).toEqual({
      problem: { detail: returnSettingsCopy.check, errors: { window_days: [returnSettingsCopy.notNumber] } },
    });
    expect(returnSettingsUpdate({ ...form, window_days: 90 }, 3, returnSettingsCopy)).toMatchObject({ request: { window_days: 90 } });
  });
});
