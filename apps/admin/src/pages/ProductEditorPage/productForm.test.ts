import { describe, expect, it } from 'vitest';
import { bodyFromForm, EMPTY_FORM, slugFromTitle, type ProductForm } from './productForm';

const messages = { notRupees: 'not rupees', required: 'required', notWholeNumber: 'not whole', notQuantity: 'not a quantity' };
const filled: ProductForm = {
  ...EMPTY_FORM,
  title: 'Net',
  slug: 'net',
  categoryId: '2',
  mrpPaise: 149900,
  pricePaise: 129950,
  stock: '12',
  hsnCode: ' 5608 ',
  gstRate: '18',
  highlights: ['a', 'b', 'c', 'd', 'e'],
  parcel: { weight_grams: '600', length_cm: '35', breadth_cm: ' 12', height_cm: '8' },
};

describe('the product editor’s form', () => {
  it('sends paise, ids and rates as numbers', () => {
    const made = bodyFromForm(filled, messages);
    expect(made).toMatchObject({ body: { mrp_paise: 149900, price_paise: 129950, stock: 12, category_id: 2, gst_rate: 18, hsn_code: '5608', hidden: true } });
    expect(made).toMatchObject({ body: { weight_grams: 600, length_cm: 35, breadth_cm: 12, height_cm: 8 } });
  });

  it('names the fields it can already tell are wrong, and sends nothing', () => {
    expect(bodyFromForm({ ...filled, pricePaise: null, mrpPaise: null, categoryId: '', stock: '' }, messages)).toEqual({
      errors: { mrp_paise: ['not rupees'], price_paise: ['not rupees'], category_id: ['required'], stock: ['required'] },
    });
  });

  it("asks for the parcel's every measure in whole numbers", () => {
    const parcel = { weight_grams: '', length_cm: '35.5', breadth_cm: 'twelve', height_cm: '8' };
    expect(bodyFromForm({ ...filled, parcel }, messages)).toEqual({
      errors: { weight_grams: ['required'], length_cm: ['not whole'], breadth_cm: ['not whole'] },
    });
  });

  it('suggests a slug from the title', () => {
    expect(slugFromTitle('SS Bird Spikes – Pack of 10 (3 m)')).toBe('ss-bird-spikes-pack-of-10-3-m');
  });
});
