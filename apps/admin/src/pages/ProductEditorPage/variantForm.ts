/** A variant's form: what staff type, and the admin API's body made from it. */
import type { AdminVariant, AdminVariantInput } from '@shop/api-client/admin';
import { priceTierForms, priceTiersFromForms, type PriceTierForm } from './priceTierForm';
import { EMPTY_PACK, figuresFromForm, packText, parcelText, type FiguresForm, type FormMessages } from './productForm';

export interface VariantForm extends FiguresForm {
  label: string;
  sku: string;
  /** Which of the product's photos shows it (1 is the main one); null for the main photo. */
  imagePosition: number | null;
  /** Its prices by quantity, lowest quantity first. */
  priceTiers: PriceTierForm[];
}

/**
 * A new variant's form. It starts with the product's HSN code, as a pack of another size is taxed alike; its
 * price, stock and parcel start empty, as a copy of another pack's would be easy to save unchanged by mistake.
 */
export function newVariantForm(hsnCode: string): VariantForm {
  return {
    label: '',
    sku: '',
    mrpPaise: null,
    pricePaise: null,
    stock: '0',
    hsnCode,
    parcel: { weight_grams: '', length_cm: '', breadth_cm: '', height_cm: '' },
    imagePosition: null,
    pack: EMPTY_PACK,
    gtin: '',
    priceTiers: [],
  };
}

export function formFromVariant(variant: AdminVariant): VariantForm {
  return {
    label: variant.label,
    sku: variant.sku,
    mrpPaise: variant.mrp_paise,
    pricePaise: variant.price_paise,
    stock: String(variant.stock),
    hsnCode: variant.hsn_code,
    parcel: parcelText(variant),
    imagePosition: variant.image_position,
    pack: packText(variant),
    gtin: variant.gtin ?? '',
    priceTiers: priceTierForms(variant.price_tiers),
  };
}

/** The body to send, or the fields the browser can already tell are wrong (as the product form's figures). */
export function inputFromVariantForm(form: VariantForm, messages: FormMessages): { body: AdminVariantInput } | { errors: Record<string, string[]> } {
  const made = figuresFromForm(form, messages);
  const tiers = priceTiersFromForms(form.priceTiers, messages);
  if ('errors' in made || 'errors' in tiers) return { errors: { ...('errors' in made ? made.errors : {}), ...('errors' in tiers ? tiers.errors : {}) } };
  return { body: { label: form.label.trim(), sku: form.sku.trim(), ...made.figures, image_position: form.imagePosition, price_tiers: tiers.tiers } };
}

/** A variant's body as it stands, to save it with only `retired` changed. */
export function inputOfVariant(variant: AdminVariant): AdminVariantInput {
  const { label, sku, mrp_paise, price_paise, stock, hsn_code, weight_grams, length_cm, breadth_cm, height_cm, image_position } = variant;
  const pack = { net_quantity: variant.net_quantity ?? null, net_quantity_unit: variant.net_quantity_unit ?? null, made_month: variant.made_month ?? null };
  return { label, sku, mrp_paise, price_paise, stock, hsn_code, weight_grams, length_cm, breadth_cm, height_cm, image_position, ...pack, gtin: variant.gtin ?? null, price_tiers: variant.price_tiers };
}
