import type { DeliverySettings, DeliverySettingsUpdate, TrackingStep } from '@shop/api-client/admin';
import { TRACKING_STEPS } from '@shop/contracts/vocabulary';
import type { ServerProblem } from '../forms/serverProblem';

/**
 * The settings as the form holds them: amounts in paise (null while a field holds no amount; for the free
 * shipping threshold, that is the owner's choice of none), counts as numbers (NaN while empty; both transit days
 * empty are the owner's choice of none).
 */
export type DeliverySettingsForm = Omit<DeliverySettings, 'version' | 'shipping_fee_paise' | 'cod_fee_paise' | 'cod_max_order_paise' | 'tracking_mail_steps' | 'usual_transit_days'> & {
  shipping_fee_paise: number | null;
  cod_fee_paise: number | null;
  cod_max_order_paise: number | null;
  /** The checkbox group's values, in the order they were ticked. */
  tracking_mail_steps: string[];
  transit_min: number;
  transit_max: number;
};

export interface DeliverySettingsWords {
  check: string;
  notAmount: string;
  notNumber: string;
  transitBoth: string;
}

/** The server's names of the transit days, under which it names what it refuses. */
export const TRANSIT_FIELDS = { min: 'usual_transit_days.min', max: 'usual_transit_days.max' } as const;

export function toDeliverySettingsForm({ version: _version, usual_transit_days, ...settings }: DeliverySettings): DeliverySettingsForm {
  const transit = { transit_min: usual_transit_days?.min ?? Number.NaN, transit_max: usual_transit_days?.max ?? Number.NaN };
  return { ...settings, tracking_mail_steps: [...settings.tracking_mail_steps], ...transit };
}

/**
 * The settings to save with the version the page read, or what the owner must fix first. The limits are the
 * server's to enforce and explain (the most transit days below the fewest too); here only a field that holds no
 * value at all is pointed out, and one of the transit days given without the other. The mailed steps go in the
 * courier's order, so a save that changes nothing sends the same document.
 */
export function deliverySettingsUpdate(form: DeliverySettingsForm, version: number, words: DeliverySettingsWords): { request: DeliverySettingsUpdate } | { problem: ServerProblem } {
  const errors: Record<string, string[]> = {};
  if (form.shipping_fee_paise === null) errors.shipping_fee_paise = [words.notAmount];
  if (form.cod_fee_paise === null) errors.cod_fee_paise = [words.notAmount];
  if (form.cod_max_order_paise === null) errors.cod_max_order_paise = [words.notAmount];
  if (!Number.isInteger(form.cod_max_refused)) errors.cod_max_refused = [words.notNumber];
  if (!Number.isInteger(form.cod_confirm_hours)) errors.cod_confirm_hours = [words.notNumber];
  const transitGiven = { min: !Number.isNaN(form.transit_min), max: !Number.isNaN(form.transit_max) };
  for (const end of ['min', 'max'] as const) {
    const value = end === 'min' ? form.transit_min : form.transit_max;
    if (transitGiven.min !== transitGiven.max && !transitGiven[end]) errors[TRANSIT_FIELDS[end]] = [words.transitBoth];
    else if (transitGiven[end] && !Number.isInteger(value)) errors[TRANSIT_FIELDS[end]] = [words.notNumber];
  }
  if (form.shipping_fee_paise === null || form.cod_fee_paise === null || form.cod_max_order_paise === null || Object.keys(errors).length > 0) {
    return { problem: { detail: words.check, errors } };
  }
  const steps: TrackingStep[] = TRACKING_STEPS.filter((step) => form.tracking_mail_steps.includes(step));
  return {
    request: {
      version,
      shipping_fee_paise: form.shipping_fee_paise,
      free_shipping_from_paise: form.free_shipping_from_paise,
      cod_enabled: form.cod_enabled,
      cod_fee_paise: form.cod_fee_paise,
      cod_max_order_paise: form.cod_max_order_paise,
      cod_max_refused: form.cod_max_refused,
      cod_confirm_hours: form.cod_confirm_hours,
      tracking_mail_steps: steps,
      usual_transit_days: transitGiven.min ? { min: form.transit_min, max: form.transit_max } : null,
    },
  };
}
