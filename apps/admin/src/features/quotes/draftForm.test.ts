import { describe, expect, it } from 'vitest';
import { withVariantErrorsOnDescriptions } from './draftForm';

describe('withVariantErrorsOnDescriptions', () => {
  it('puts a line’s product error on its description and leaves other fields alone', () => {
    expect(
      withVariantErrorsOnDescriptions({
        'lines.2.variant': ['On an earlier line already.'],
        'lines.2.description': ['Too long.'],
        'lines.0.unit_price_paise': ['Not an amount.'],
        valid_until: ['Too soon.'],
      }),
    ).toEqual({
      'lines.2.description': ['On an earlier line already.', 'Too long.'],
      'lines.0.unit_price_paise': ['Not an amount.'],
      valid_until: ['Too soon.'],
    });
  });
});
