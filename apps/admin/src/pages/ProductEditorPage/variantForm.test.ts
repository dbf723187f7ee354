import type { AdminVariant } from '@shop/api-client/admin';
import { describe, expect, it } from 'vitest';
import { formFromVariant, inputFromVariantForm, inputOfVariant, newVariantForm } from './variantForm';

const messages = { notRupees: 'not rupees', required: 'required', notWholeNumber: 'not whole', notQuantity: 'not a quantity' };
const twenty: AdminVariant = {
  id: 31,
  product: 12,
  label: 'Pack of 20 (6 m)',
  sku: 'SS-SPIKES-20',
  mrp_paise: 229900,
  price_paise: 169900,
  stock: 14,
  hsn_code: '7326',
  weight_grams: 1100,
  length_cm: 35,
  breadth_cm: 20,
  height_cm: 10,
  image_position: 2,
  position: 2,
  retired: false,
  is_default: false,
  ever_ordered: true,
  version: 3,
  price_tiers: [
    { min_quantity: 10, percent_off: 8, unit_price_paise: null },
    { min_quantity: 50, percent_off: null, unit_price_paise: 149900 },
  ],
};

describe('a variant’s form', () => {
  it('sends what it read back unchanged', () => {
    expect(inputFromVariantForm(formFromVariant(twenty), messages)).toEqual({ body: inputOfVariant(twenty) });
  });

  it('starts a new variant with the product’s HSN code and sends trimmed text, paise, whole numbers and the barcode’s digits alone', () => {
    const form = {
      ...newVariantForm('7326'),
      label: ' Pack of 50 (15 m) ',
      sku: ' SS-SPIKES-50 ',
      mrpPaise: 499900,
      pricePaise: 399900,
      stock: '5',
      parcel: { weight_grams: '2600', length_cm: '40', breadth_cm: '30', height_cm: '12' },
      // As the pack prints it.
      gtin: ' 8 901234 567906 ',
    };
    expect(inputFromVariantForm(form, messages)).toEqual({
      body: {
        label: 'Pack of 50 (15 m)',
        sku: 'SS-SPIKES-50',
        mrp_paise: 499900,
        price_paise: 399900,
        stock: 5,
        hsn_code: '7326',
        weight_grams: 2600,
        length_cm: 40,
        breadth_cm: 30,
        height_cm: 12,
        image_position: null,
        net_quantity: null,
        net_quantity_unit: null,
        made_month: null,
        gtin: '8901234567906',
        price_tiers: [],
      },
    });
  });

  it('sends an empty barcode as none', () => {
    const made = inputFromVariantForm({ ...formFromVariant(twenty), gtin: '  ' }, messages);
    expect(made).toMatchObject({ body: { gtin: null } });
  });

  it('sends its quantity prices, each a percentage off or a price per pack, and names at its field one it can tell is wrong', () => {
    const form = {
      ...formFromVariant(twenty),
      priceTiers: [
        { minQuantity: ' 10 ', kind: 'percent' as const, percentOff: '8', unitPricePaise: 149900 },
        { minQuantity: '25', kind: 'price' as const, percentOff: '12', unitPricePaise: 139900 },
      ],
    };
    const made = inputFromVariantForm(form, messages);
    expect('body' in made && made.body.price_tiers).toEqual([
      { min_quantity: 10, percent_off: 8, unit_price_paise: null },
      { min_quantity: 25, percent_off: null, unit_price_paise: 139900 },
    ]);
    const wrong = { ...form, priceTiers: [{ minQuantity: '2.5', kind: 'percent' as const, percentOff: '', unitPricePaise: null }] };
    expect(inputFromVariantForm(wrong, messages)).toEqual({ errors: { 'price_tiers.0.min_quantity': ['not whole'], 'price_tiers.0.percent_off': ['required'] } });
  });

  it('names the figures it can already tell are wrong, as the product form does', () => {
    expect(inputFromVariantForm(newVariantForm('7326'), messages)).toEqual({
      errors: {
        mrp_paise: ['not rupees'],
        price_paise: ['not rupees'],
        weight_grams: ['required'],
        length_cm: ['required'],
        breadth_cm: ['required'],
        height_cm: ['required'],
      },
    });
  });
});
