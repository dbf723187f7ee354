/** The editor's form: what staff type, and the admin API's body made from it. */
import type { AdminProduct, AdminProductImage, AdminProductInput } from '@shop/api-client/admin';

type MakerKind = NonNullable<AdminProductInput['maker']>['kind'];

/**
 * What one thing the shop sells costs, holds and weighs, as typed: a variant's figures, and the product form's,
 * which are its default variant's.
 */
export interface FiguresForm {
  /** Paise, as MoneyField gives them; null while the field holds no amount. */
  mrpPaise: number | null;
  pricePaise: number | null;
  stock: string;
  hsnCode: string;
  /** The packed parcel: grams and whole centimetres, as typed. */
  parcel: Record<ParcelField, string>;
  /** What the pack declares: its net quantity as typed, its unit ('' for none) and month of manufacture ('' as printed on the pack). */
  pack: PackForm;
  /** The number under the pack's barcode as typed; '' for none. */
  gtin: string;
}

export interface PackForm {
  netQuantity: string;
  unit: string;
  madeMonth: string;
}

/** Who the product's declaration names; `own` false: the shop's default from the seller's details. */
interface MakerForm {
  own: boolean;
  kind: string;
  name: string;
  address: string;
}

export interface ProductForm extends FiguresForm {
  title: string;
  slug: string;
  categoryId: string;
  material: AdminProductInput['material'];
  isBestseller: boolean;
  shortDesc: string;
  longDesc: string;
  highlights: [string, string, string, string, string];
  keywords: string;
  gstRate: string;
  hidden: boolean;
  images: AdminProductImage[];
  genericName: string;
  /** ISO 3166-1 alpha-2; '' for none chosen. */
  countryOfOrigin: string;
  maker: MakerForm;
}

/** The parcel's measures, named as the API names them. */
export const PARCEL_FIELDS = ['weight_grams', 'length_cm', 'breadth_cm', 'height_cm'] as const;
type ParcelField = (typeof PARCEL_FIELDS)[number];

/** The figures as the API names them, in both a product's body and a variant's. */
type Figures = Pick<AdminProductInput, 'mrp_paise' | 'price_paise' | 'stock' | 'hsn_code' | ParcelField | 'net_quantity' | 'net_quantity_unit' | 'made_month' | 'gtin'>;

export interface FormMessages {
  notRupees: string;
  required: string;
  notWholeNumber: string;
  notQuantity: string;
}

export const EMPTY_PACK: PackForm = { netQuantity: '', unit: '', madeMonth: '' };

/** A stored pack's declarations as the form's text. */
export function packText(pack: Pick<AdminProduct, 'net_quantity' | 'net_quantity_unit' | 'made_month'>): PackForm {
  return { netQuantity: pack.net_quantity == null ? '' : String(pack.net_quantity), unit: pack.net_quantity_unit ?? '', madeMonth: pack.made_month ?? '' };
}

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
  pack: EMPTY_PACK,
  gtin: '',
  genericName: '',
  countryOfOrigin: '',
  maker: { own: false, kind: 'manufacturer', name: '', address: '' },
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
    parcel: parcelText(product),
    hidden: product.hidden,
    images: product.images.map((image) => ({ ...image })),
    pack: packText(product),
    gtin: product.gtin ?? '',
    genericName: product.generic_name ?? '',
    countryOfOrigin: product.country_of_origin ?? '',
    maker: product.maker ? { own: true, ...product.maker } : { own: false, kind: 'manufacturer', name: '', address: '' },
  };
}

/** A stored parcel's measures as the form's text. */
export function parcelText(measures: Record<ParcelField, number>): Record<ParcelField, string> {
  return Object.fromEntries(PARCEL_FIELDS.map((field) => [field, String(measures[field])])) as Record<ParcelField, string>;
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
 * The figures to send, or the fields the browser can already tell are wrong (money that is not rupees, counts
 * that are not whole numbers). Everything else is the server's to judge, and it names the fields it refuses.
 */
export function figuresFromForm(form: FiguresForm, messages: FormMessages): { figures: Figures } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const mrp = form.mrpPaise;
  const price = form.pricePaise;
  if (mrp === null) errors.mrp_paise = [messages.notRupees];
  if (price === null) errors.price_paise = [messages.notRupees];
  const stock = Number(form.stock);
  if (form.stock.trim() === '' || !Number.isInteger(stock)) errors.stock = [messages.required];
  const parcel = Object.fromEntries(PARCEL_FIELDS.map((field) => [field, Number(form.parcel[field])])) as Record<ParcelField, number>;
  for (const field of PARCEL_FIELDS) {
    if (form.parcel[field].trim() === '') errors[field] = [messages.required];
    else if (!Number.isInteger(parcel[field])) errors[field] = [messages.notWholeNumber];
  }
  // Figures as people in India write them ("1,500"); the server judges the rest (a unit, a month in shape).
  const quantityText = form.pack.netQuantity.replaceAll(',', '').trim();
  const netQuantity = quantityText === '' ? null : Number(quantityText);
  if (netQuantity !== null && !(Number.isFinite(netQuantity) && netQuantity > 0)) errors.net_quantity = [messages.notQuantity];
  if (Object.keys(errors).length > 0) return { errors };
  const pack = {
    net_quantity: netQuantity,
    net_quantity_unit: form.pack.unit === '' ? null : (form.pack.unit as NonNullable<AdminProductInput['net_quantity_unit']>),
    made_month: form.pack.madeMonth.trim() === '' ? null : form.pack.madeMonth.trim(),
  };
  // Packs print the number in groups ("8 901234 567890"); the server judges its length and check digit.
  const gtin = form.gtin.replace(/\s/g, '');
  return { figures: { mrp_paise: mrp!, price_paise: price!, stock, hsn_code: form.hsnCode.trim(), ...parcel, ...pack, gtin: gtin === '' ? null : gtin } };
}

/** The product's body to send, or the fields the browser can already tell are wrong (see figuresFromForm). */
export function bodyFromForm(form: ProductForm, messages: FormMessages): { body: AdminProductInput } | { errors: Record<string, string[]> } {
  const made = figuresFromForm(form, messages);
  const errors = 'errors' in made ? { ...made.errors } : {};
  if (form.categoryId === '') errors.category_id = [messages.required];
  if ('errors' in made || Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      title: form.title,
      slug: form.slug,
      category_id: Number(form.categoryId),
      material: form.material,
      is_bestseller: form.isBestseller,
      short_desc: form.shortDesc,
      long_desc: form.longDesc,
      highlights: form.highlights,
      keywords: form.keywords,
      gst_rate: Number(form.gstRate) as AdminProductInput['gst_rate'],
      ...made.figures,
      hidden: form.hidden,
      images: form.images,
      generic_name: form.genericName.trim() === '' ? null : form.genericName.trim(),
      country_of_origin: form.countryOfOrigin === '' ? null : form.countryOfOrigin,
      maker: form.maker.own ? { kind: form.maker.kind as MakerKind, name: form.maker.name, address: form.maker.address } : null,
    },
  };
}
