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
  usual_transit_days: { min: 2, max: 6 } as { min: number; max: number } | null,
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

  it('saves both transit days empty as none, and asks for the other when only one is given', () => {
    const none = toDeliverySettingsForm({ ...saved, tracking_mail_steps: [], usual_transit_days: null });
    expect(none).toMatchObject({ transit_min: Number.NaN, transit_max: Number.NaN });
    expect(deliverySettingsUpdate(none, 4, deliverySettingsCopy)).toMatchObject({ request: { usual_transit_days: null } });
    expect(deliverySettingsUpdate({ ...none, transit_min: 3 }, 4, deliverySettingsCopy)).toEqual({
      problem: { detail: deliverySettingsCopy.check, errors: { 'usual_transit_days.max': [deliverySettingsCopy.transitBoth] } },
    });
    // The most below the fewest is the server's to refuse, under its field.
    expect(deliverySettingsUpdate({ ...none, transit_min: 5, transit_max: 3 }, 4, deliverySettingsCopy)).toMatchObject({ request: { usual_transit_days: { min: 5, max: 3 } } });
  });

  it('saves an empty free shipping threshold as none: every order pays the fee', () => {
    const form = { ...toDeliverySettingsForm({ ...saved, tracking_mail_steps: [] }), free_shipping_from_paise: null };
    expect(deliverySettingsUpdate(form, 4, deliverySettingsCopy)).toMatchObject({ request: { shipping_fee_paise: 9900, free_shipping_from_paise: null } });
  });
});

describe('the delivery settings’ words', () => {
  it('describe the cash-on-delivery box as it stands, ticked or not', () => {
    expect(deliverySettingsCopy.hints.cod_enabled(true)).toMatch(/^On: checkout offers it/);
    expect(deliverySettingsCopy.hints.cod_enabled(false)).toMatch(/^Off: every order is paid online/);
  });

  it('name the refusal limit as the point where cash on delivery stops, not as an allowance', () => {
    expect(deliverySettingsCopy.fields.cod_max_refused).toBe('Refused parcels that stop it for a customer');
    expect(`${deliverySettingsCopy.summary.cod_max_refused} ${deliverySettingsCopy.summary.refusals(1)}`).toBe('Stopped for a customer after 1 parcel refused at the door');
    expect(deliverySettingsCopy.summary.refusals(3)).toBe('3 parcels refused at the door');
  });
});
