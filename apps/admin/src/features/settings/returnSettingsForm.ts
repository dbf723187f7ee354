import type { ReturnSettings, ReturnSettingsUpdate } from '@shop/api-client/admin';
import type { ServerProblem } from '../forms/serverProblem';

/** The reasons a replacement may be offered for, in the order the form lists them and the server is sent them. */
export const REPLACEMENT_REASONS = ['damaged_in_transit', 'defective'] as const satisfies readonly ReturnSettingsUpdate['replacement_reasons'][number][];

/** The settings as the form holds them: the window as a number (NaN while empty), the reasons as the boxes ticked. */
export type ReturnSettingsForm = Omit<ReturnSettings, 'version' | 'replacement_reasons'> & {
  /** The checkbox group's values, in the order they were ticked. */
  replacement_reasons: string[];
};

export interface ReturnSettingsWords {
  check: string;
  notNumber: string;
}

export function toReturnSettingsForm({ version: _version, ...settings }: ReturnSettings): ReturnSettingsForm {
  return { ...settings, replacement_reasons: [...settings.replacement_reasons] };
}

/**
 * The settings to save with the version the page read, or what the owner must fix first. The window's limits are
 * the server's to enforce and explain; here only a window that is not a whole number is pointed out. Reasons go in
 * the form's order, so a save that changes nothing sends the same document.
 */
export function returnSettingsUpdate(form: ReturnSettingsForm, version: number, words: ReturnSettingsWords): { request: ReturnSettingsUpdate } | { problem: ServerProblem } {
  if (!Number.isInteger(form.window_days)) return { problem: { detail: words.check, errors: { window_days: [words.notNumber] } } };
  return {
    request: {
      version,
      window_days: form.window_days,
      replacement_reasons: REPLACEMENT_REASONS.filter((reason) => form.replacement_reasons.includes(reason)),
      non_returnable_category_ids: form.non_returnable_category_ids,
      non_returnable_product_ids: form.non_returnable_product_ids,
    },
  };
}
