import { describe, expect, it } from 'vitest';
import { deliverySettingsCopy } from '../../copy/deliverySettings';
import { deliverySettingsUpdate, toDeliverySettingsForm } from './deliverySettingsForm';

const saved = {
  version: 4,
  shipping_fee_paise: 9900,
  free_shipping_from_paise: 99900 as number | null,
  cod_enabled: true,
  cod_fee_paise: 4900,
  cod_max_order_paise: 1000000,
  cod_max_refused: 1,
  cod_confirm_hours: 24,
  tracking_mail_steps: ['out_for_delivery', 'delivered', 'delivery_failed', 'rto_initiated'] as const,
};

describe('the delivery settings form', () => {
  it('saves what it was given, with the version read, when nothing was edited', () => {
    const { version, ...fields } = saved;
    expect(deliverySettingsUpdate(toDeliverySettingsForm({ ...saved, tracking_mail_steps: [...saved.tracking_mail_steps] }), 4, deliverySettingsCopy)).toEqual({
      request: { version, ...fields, tracking_mail_steps: [...fields.tracking_mail_steps] },
    });
  });

  it('sends the mailed steps in the courier’s order, whatever order they were ticked in', () => {
    const form = { ...toDeliverySettingsForm({ ...saved, tracking_mail_steps: [] }), tracking_mail_steps: ['rto_initiated', 'picked_up', 'out_for_delivery'] };
    expect(deliverySettingsUpdate(form, 4, deliverySettingsCopy)).toMatchObject({ request: { tracking_mail_steps: ['picked_up', 'out_for_delivery', 'rto_initiated'] } });
  });

  it('points out a field left without a value, and leaves the limits to the server', () => {
    const form = { ...toDeliverySettingsForm({ ...saved, tracking_mail_steps: [] }), shipping_fee_paise: null, cod_fee_paise: null, cod_confirm_hours: Number.NaN, cod_max_refused: 500 };
    expect(deliverySettingsUpdate(form, 4, deliverySettingsCopy)).toEqual({
      problem: {
        detail: deliverySettingsCopy.check,
        errors: { shipping_fee_paise: [deliverySettingsCopy.notAmount], cod_fee_paise: [deliverySettingsCopy.notAmount], cod_confirm_hours: [deliverySettingsCopy.notNumber] },
      },
    });
  });

  it('saves an empty free shipping threshold as none: every order pays the fee', () => {
    const form = { ...toDeliverySettingsForm({ ...saved, tracking_mail_steps: [] }), free_shipping_from_paise: null };
    expect(deliverySettingsUpdate(form, 4, deliverySettingsCopy)).toMatchObject({ request: { shipping_fee_paise: 9900, free_shipping_from_paise: null } });
  });
});
