/** A variant's prices by quantity as staff type them, and the admin API's `price_tiers` made from them. */
import type { PriceTier } from '@shop/api-client/admin';
import type { FormMessages } from './productForm';

/** The API takes at most this many; the editor offers no more. */
export const MAX_PRICE_TIERS = 5;

export interface PriceTierForm {
  /** From how many packs on one line, as typed. */
  minQuantity: string;
  /** A percentage off the variant's price, or a set price per pack. */
  kind: 'percent' | 'price';
  percentOff: string;
  /** Paise, as MoneyField gives them; null while it holds no amount. */
  unitPricePaise: number | null;
}

export const NEW_PRICE_TIER: PriceTierForm = { minQuantity: '', kind: 'percent', percentOff: '', unitPricePaise: null };

export function priceTierForms(tiers: readonly PriceTier[] | undefined): PriceTierForm[] {
  return (tiers ?? []).map((tier) => ({
    minQuantity: String(tier.min_quantity),
    kind: tier.unit_price_paise === null ? 'percent' : 'price',
    percentOff: tier.percent_off === null ? '' : String(tier.percent_off),
    unitPricePaise: tier.unit_price_paise,
  }));
}

const WHOLE = /^\d+$/;

/**
 * The tiers to send, or what the browser can already tell is wrong, under the API's field names
 * (`price_tiers.N.min_quantity`); the rules between tiers are the server's, shown at the same fields.
 */
export function priceTiersFromForms(forms: readonly PriceTierForm[], messages: FormMessages): { tiers: PriceTier[] } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const tiers = forms.map((form, index) => {
    const field = (name: string) => `price_tiers.${index}.${name}`;
    const quantity = form.minQuantity.trim();
    if (!WHOLE.test(quantity)) errors[field('min_quantity')] = [quantity === '' ? messages.required : messages.notWholeNumber];
    const percent = form.percentOff.trim();
    if (form.kind === 'percent' && !WHOLE.test(percent)) errors[field('percent_off')] = [percent === '' ? messages.required : messages.notWholeNumber];
    if (form.kind === 'price' && form.unitPricePaise === null) errors[field('unit_price_paise')] = [messages.notRupees];
    return {
      min_quantity: Number(quantity),
      percent_off: form.kind === 'percent' ? Number(percent) : null,
      unit_price_paise: form.kind === 'price' ? form.unitPricePaise : null,
    };
  });
  return Object.keys(errors).length > 0 ? { errors } : { tiers };
}
