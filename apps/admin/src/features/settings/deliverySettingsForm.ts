import type { DeliverySettings, DeliverySettingsUpdate, TrackingStep } from '@shop/api-client/admin';
import { TRACKING_STEPS } from '@shop/contracts/vocabulary';
import type { ServerProblem } from '../forms/serverProblem';

/**
 * The settings as the form holds them: amounts in paise (null while a field holds no amount; for the free
 * shipping threshold, that is the owner's choice of none), counts as numbers (NaN while empty).
 */
export type DeliverySettingsForm = Omit<DeliverySettings, 'version' | 'shipping_fee_paise' | 'cod_fee_paise' | 'cod_max_order_paise' | 'tracking_mail_steps'> & {
  shipping_fee_paise: number | null;
  cod_fee_paise: number | null;
  cod_max_order_paise: number | null;
  /** The checkbox group's values, in the order they were ticked. */
  tracking_mail_steps: string[];
};

export interface DeliverySettingsWords {
  check: string;
  notAmount: string;
  notNumber: string;
}

export function toDeliverySettingsForm({ version: _version, ...settings }: DeliverySettings): DeliverySettingsForm {
  return { ...settings, tracking_mail_steps: [...settings.tracking_mail_steps] };
}

/**
 * The settings to save with the version the page read, or what the owner must fix first. The limits are the
 * server's to enforce and explain; here only a field that holds no value at all is pointed out. The mailed
 * steps go in the courier's order, so a save that changes nothing sends the same document.
 */
export function deliverySettingsUpdate(form: DeliverySettingsForm, version: number, words: DeliverySettingsWords): { request: DeliverySettingsUpdate } | { problem: ServerProblem } {
  const errors: Record<string, string[]> = {};
  if (form.shipping_fee_paise === null) errors.shipping_fee_paise = [words.notAmount];
  if (form.cod_fee_paise === null) errors.cod_fee_paise = [words.notAmount];
  if (form.cod_max_order_paise === null) errors.cod_max_order_paise = [words.notAmount];
  if (!Number.isInteger(form.cod_max_refused)) errors.cod_max_refused = [words.notNumber];
  if (!Number.isInteger(form.cod_confirm_hours)) errors.cod_confirm_hours = [words.notNumber];
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
    },
  };
}
