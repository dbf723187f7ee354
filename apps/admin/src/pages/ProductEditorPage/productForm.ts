/** The editor's form: what staff type, and the admin API's body made from it. */
import type { AdminProduct, AdminProductImage, AdminProductInput } from '@shop/api-client/admin';

export interface ProductForm {
  title: string;
  slug: string;
  categoryId: string;
  material: AdminProductInput['material'];
  /** Paise, as MoneyField gives them; null while the field holds no amount. */
  mrpPaise: number | null;
  pricePaise: number | null;
  stock: string;
  isBestseller: boolean;
  shortDesc: string;
  longDesc: string;
  highlights: [string, string, string, string, string];
  keywords: string;
  hsnCode: string;
  gstRate: string;
  /** The packed parcel: grams and whole centimetres, as typed. */
  parcel: Record<ParcelField, string>;
  hidden: boolean;
  images: AdminProductImage[];
}

/** The parcel's measures, named as the API names them. */
export const PARCEL_FIELDS = ['weight_grams', 'length_cm', 'breadth_cm', 'height_cm'] as const;
type ParcelField = (typeof PARCEL_FIELDS)[number];

export const EMPTY_FORM: ProductForm = {
  title: '',
  slug: '',
  categoryId: '',
  material: 'Stainless Steel',
  mrpPaise: null,
  pricePaise: null,
  stock: '0',
  isBestseller: false,
  shortDesc: '',
  longDesc: '',
  highlights: ['', '', '', '', ''],
  keywords: '',
  hsnCode: '',
  gstRate: '18',
  parcel: { weight_grams: '', length_cm: '', breadth_cm: '', height_cm: '' },
  // A new product starts hidden: it goes into the shop once staff have checked it and added photos.
  hidden: true,
  images: [],
};

export function formFromProduct(product: AdminProduct): ProductForm {
  const [a = '', b = '', c = '', d = '', e = ''] = product.highlights;
  return {
    title: product.title,
    slug: product.slug,
    categoryId: String(product.category_id),
    material: product.material,
    mrpPaise: product.mrp_paise,
    pricePaise: product.price_paise,
    stock: String(product.stock),
    isBestseller: product.is_bestseller,
    shortDesc: product.short_desc,
    longDesc: product.long_desc,
    highlights: [a, b, c, d, e],
    keywords: product.keywords,
    hsnCode: product.hsn_code,
    gstRate: String(product.gst_rate),
    parcel: {
      weight_grams: String(product.weight_grams),
      length_cm: String(product.length_cm),
      breadth_cm: String(product.breadth_cm),
      height_cm: String(product.height_cm),
    },
    hidden: product.hidden,
    images: product.images.map((image) => ({ ...image })),
  };
}

/** A slug from a title, as a suggestion: "SS Bird Spikes – Pack of 10" → "ss-bird-spikes-pack-of-10". */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The body to send, or the fields the browser can already tell are wrong (money that is not rupees).
 * Everything else is the server's to judge, and it names the fields it refuses.
 */
export function bodyFromForm(
  form: ProductForm,
  messages: { notRupees: string; required: string; notWholeNumber: string },
): { body: AdminProductInput } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const mrp = form.mrpPaise;
  const price = form.pricePaise;
  if (mrp === null) errors.mrp_paise = [messages.notRupees];
  if (price === null) errors.price_paise = [messages.notRupees];
  if (form.categoryId === '') errors.category_id = [messages.required];
  const stock = Number(form.stock);
  if (form.stock.trim() === '' || !Number.isInteger(stock)) errors.stock = [messages.required];
  const parcel = Object.fromEntries(PARCEL_FIELDS.map((field) => [field, Number(form.parcel[field])])) as Record<ParcelField, number>;
  for (const field of PARCEL_FIELDS) {
    if (form.parcel[field].trim() === '') errors[field] = [messages.required];
    else if (!Number.isInteger(parcel[field])) errors[field] = [messages.notWholeNumber];
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      title: form.title,
      slug: form.slug,
      category_id: Number(form.categoryId),
      material: form.material,
      mrp_paise: mrp!,
      price_paise: price!,
      stock,
      is_bestseller: form.isBestseller,
      short_desc: form.shortDesc,
      long_desc: form.longDesc,
      highlights: form.highlights,
      keywords: form.keywords,
      hsn_code: form.hsnCode.trim(),
      gst_rate: Number(form.gstRate) as AdminProductInput['gst_rate'],
      ...parcel,
      hidden: form.hidden,
      images: form.images,
    },
  };
}
