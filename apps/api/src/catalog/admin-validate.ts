/**
 * The server's check of what staff save for a product, a variant or a category. The contract already
 * refused wrong types, missing fields and every size and range (prices, stock, a parcel's weight and sides,
 * photo counts, text lengths); this trims text, and says in the field's own words what the shop's rules
 * need beyond that: no blank text, slugs and SKUs in shape, the M.R.P. not below the price, a barcode
 * number's check digit.
 */
import { formatPaise, tierUnitPricePaise, type PriceTier } from '@shop/rules';
import { countryName } from '@shop/rules/countries';
import { GTIN_CHECK_MESSAGE, hasGtinCheckDigit } from '@shop/rules/gtin';
import { z } from 'zod';
import { GST_RATES, MAKER_KINDS, MATERIALS, NET_QUANTITY_UNITS, type GstRate, type MakerKind, type Material, type NetQuantityUnit } from '../db/tables/values';
import { indianDate } from '../kernel';
import { shopNow } from '../shop-clock';
import { isImageUrl, storedImageUrl } from '../media';
import { aString, optionalText, parseOrThrow, requiredText } from '../validation';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Use lowercase letters and digits, words joined by single hyphens (e.g. ss-bird-spikes-pack-10).';

const hsnCode = aString().trim().regex(/^[0-9]{4,8}$/, 'An HSN code is 4 to 8 digits (e.g. 7326 for steel spikes).');

const imageSchema = z.object({
  url: requiredText().refine(isImageUrl, 'Not a picture address this shop can show.'),
  alt: aString().trim().min(1, 'Describe the photo for people who cannot see it.'),
  media_id: z.number().nullable(),
});

/**
 * The declarations group (decision 049). Each field may be left out of a save, which keeps what is stored, so
 * clients that predate declarations save products as before; null clears it.
 */
const genericName = aString()
  .trim()
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));
const countryOfOrigin = aString()
  .refine((code) => countryName(code) !== undefined, 'Choose a country from the list (an ISO 3166-1 code such as IN).')
  .nullish();
const maker = z
  .object({
    kind: z.enum(MAKER_KINDS, { error: `Choose one of: ${MAKER_KINDS.join(', ')}.` }),
    name: requiredText(),
    address: requiredText(),
  })
  .nullish();
const netQuantity = z.number().nullish();
const netQuantityUnit = z.enum(NET_QUANTITY_UNITS, { error: `Choose one of: ${NET_QUANTITY_UNITS.join(', ')}.` }).nullish();
/** The contract has checked its digits and length; the last digit must be the others' check digit. Left out keeps the stored one. */
const gtin = aString().refine(hasGtinCheckDigit, GTIN_CHECK_MESSAGE).nullish();
const madeMonth = aString()
  .refine((month) => month <= indianDate(shopNow()).slice(0, 7), 'The month of manufacture cannot be after this month.')
  .nullish();

/** A net quantity needs its unit and a unit its figure; saying neither keeps (or clears) both. */
function checkPack(pack: { net_quantity?: number | null | undefined; net_quantity_unit?: string | null | undefined }, context: z.RefinementCtx): void {
  const hasFigure = pack.net_quantity != null;
  const hasUnit = pack.net_quantity_unit != null;
  if (hasFigure && !hasUnit) context.addIssue({ code: 'custom', path: ['net_quantity_unit'], message: 'Choose the unit of the net quantity.' });
  if (hasUnit && !hasFigure) context.addIssue({ code: 'custom', path: ['net_quantity'], message: 'Give the net quantity in this unit.' });
  if ((pack.net_quantity === undefined) !== (pack.net_quantity_unit === undefined)) {
    context.addIssue({ code: 'custom', path: [pack.net_quantity === undefined ? 'net_quantity' : 'net_quantity_unit'], message: 'Send the net quantity and its unit together.' });
  }
}

const productSchema = z
  .object({
    title: requiredText(),
    slug: requiredText().regex(SLUG_PATTERN, SLUG_MESSAGE),
    category_id: z.number(),
    material: z.enum(MATERIALS, { error: `Choose one of: ${MATERIALS.join(', ')}.` }),
    mrp_paise: z.number(),
    price_paise: z.number(),
    stock: z.number(),
    is_bestseller: z.boolean({ error: 'This field is required.' }),
    short_desc: optionalText().transform((value) => value ?? ''),
    long_desc: optionalText().transform((value) => value ?? ''),
    highlights: z.array(requiredText()),
    keywords: optionalText().transform((value) => value ?? ''),
    hsn_code: hsnCode,
    gst_rate: z
      .number({ error: 'This field is required.' })
      .refine((value): value is GstRate => (GST_RATES as readonly number[]).includes(value), `GST rate must be one of ${GST_RATES.join(', ')} percent.`),
    weight_grams: z.number(),
    length_cm: z.number(),
    breadth_cm: z.number(),
    height_cm: z.number(),
    hidden: z.boolean({ error: 'This field is required.' }),
    images: z.array(imageSchema),
    version: z.number().optional(),
    generic_name: genericName,
    country_of_origin: countryOfOrigin,
    maker,
    net_quantity: netQuantity,
    net_quantity_unit: netQuantityUnit,
    made_month: madeMonth,
    gtin,
  })
  .superRefine((product, context) => {
    checkPack(product, context);
    if (product.mrp_paise < product.price_paise) {
      context.addIssue({ code: 'custom', path: ['mrp_paise'], message: 'The M.R.P. cannot be below the selling price.' });
    }
    if (!product.hidden && product.images.length === 0) {
      context.addIssue({ code: 'custom', path: ['images'], message: 'A visible product needs at least one photo; add one or hide the product.' });
    }
  });

interface ProductImageInput {
  url: string;
  alt: string;
  mediaId: number | null;
}

/** The product's declarations as sent: undefined keeps the stored value. */
export interface DeclarationsInput {
  genericName: string | null | undefined;
  countryOfOrigin: string | null | undefined;
  maker: { kind: MakerKind; name: string; address: string } | null | undefined;
}

/** A pack's declarations as sent: undefined keeps the stored value. */
export interface PackInput {
  netQuantity: number | null | undefined;
  netQuantityUnit: NetQuantityUnit | null | undefined;
  madeMonth: string | null | undefined;
}

export interface ProductInput {
  title: string;
  slug: string;
  categoryId: number;
  material: Material;
  maxPricePaise: number;
  pricePaise: number;
  stock: number;
  isBest: boolean;
  shortDesc: string;
  longDesc: string;
  highlights: [string, string, string, string, string];
  keywords: string;
  hsnCode: string;
  gstRatePercent: GstRate;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  isActive: boolean;
  images: ProductImageInput[];
  /** The version the editor read (updates only). */
  version: number | undefined;
  declarations: DeclarationsInput;
  /** The default variant's. */
  pack: PackInput;
  /** The default variant's barcode number: undefined keeps the stored one. */
  gtin: string | null | undefined;
}

/** `siteUrl`: a photo sent as this site's own media URL (as shoppers get it) is stored as its `/media/…` path. */
export function validateProduct(input: unknown, siteUrl: string): ProductInput {
  const data = parseOrThrow(productSchema, input);
  return {
    title: data.title,
    slug: data.slug,
    categoryId: data.category_id,
    material: data.material,
    maxPricePaise: data.mrp_paise,
    pricePaise: data.price_paise,
    stock: data.stock,
    isBest: data.is_bestseller,
    shortDesc: data.short_desc,
    longDesc: data.long_desc,
    // The contract takes exactly five.
    highlights: data.highlights as ProductInput['highlights'],
    keywords: data.keywords,
    hsnCode: data.hsn_code,
    gstRatePercent: data.gst_rate,
    weightGrams: data.weight_grams,
    lengthCm: data.length_cm,
    breadthCm: data.breadth_cm,
    heightCm: data.height_cm,
    isActive: !data.hidden,
    images: data.images.map((image) => ({ url: storedImageUrl(image.url, siteUrl), alt: image.alt, mediaId: image.media_id })),
    version: data.version,
    declarations: { genericName: data.generic_name, countryOfOrigin: data.country_of_origin, maker: data.maker },
    pack: packOf(data),
    gtin: data.gtin,
  };
}

const categoryNameSchema = z.object({ name: requiredText() });

export function validateCategoryName(input: unknown): string {
  return parseOrThrow(categoryNameSchema, input).name;
}

/** Which characters a SKU may use; how many is the contract's maxLength. */
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const priceTierSchema = z.object({
  min_quantity: z.number(),
  percent_off: z.number().nullable(),
  unit_price_paise: z.number().nullable(),
});
type PriceTierSent = z.infer<typeof priceTierSchema>;

/**
 * Price breaks' rules beyond each one's bounds (decision 052): exactly one way of pricing, a price per unit above
 * nothing and below the variant's, quantities strictly increasing, and a larger quantity never dearer per unit.
 */
function checkPriceTiers(tiers: readonly PriceTierSent[], listPricePaise: number, context: z.RefinementCtx): void {
  let previous: { minQuantity: number; unitPricePaise: number } | null = null;
  for (const [index, sent] of tiers.entries()) {
    const at = (field: keyof PriceTierSent, message: string) => context.addIssue({ code: 'custom', path: ['price_tiers', index, field], message });
    if ((sent.percent_off === null) === (sent.unit_price_paise === null)) {
      at(sent.percent_off === null ? 'percent_off' : 'unit_price_paise', 'Give either a percentage off or a price per pack, not both.');
      return;
    }
    const priceField = sent.percent_off === null ? 'unit_price_paise' : 'percent_off';
    const unitPricePaise = tierUnitPricePaise(tierOf(sent), listPricePaise);
    if (unitPricePaise >= listPricePaise || unitPricePaise < 1) {
      at(priceField, `The price per pack from this quantity must be below the variant’s price (${formatPaise(listPricePaise)}) and above nothing.`);
      return;
    }
    if (previous && sent.min_quantity <= previous.minQuantity) {
      at('min_quantity', `Each tier starts at a larger quantity than the one before it (more than ${previous.minQuantity}).`);
      return;
    }
    if (previous && unitPricePaise > previous.unitPricePaise) {
      at(priceField, `Buying more cannot cost more per pack: from ${previous.minQuantity} a pack costs ${formatPaise(previous.unitPricePaise)}.`);
      return;
    }
    previous = { minQuantity: sent.min_quantity, unitPricePaise };
  }
}

const tierOf = (sent: PriceTierSent): PriceTier => ({ minQuantity: sent.min_quantity, percentOff: sent.percent_off, unitPricePaise: sent.unit_price_paise });

const variantSchema = z
  .object({
    label: optionalText().transform((value) => value ?? ''),
    sku: requiredText().regex(SKU_PATTERN, 'A SKU is letters, digits and . _ / -, starting with a letter or digit (e.g. SS-SPIKES-20).'),
    mrp_paise: z.number(),
    price_paise: z.number(),
    stock: z.number(),
    hsn_code: hsnCode,
    weight_grams: z.number(),
    length_cm: z.number(),
    breadth_cm: z.number(),
    height_cm: z.number(),
    image_position: z.number().nullable(),
    retired: z.boolean().optional(),
    version: z.number().optional(),
    net_quantity: netQuantity,
    net_quantity_unit: netQuantityUnit,
    made_month: madeMonth,
    gtin,
    price_tiers: z.array(priceTierSchema).optional(),
  })
  .superRefine((variant, context) => {
    checkPack(variant, context);
    if (variant.mrp_paise < variant.price_paise) {
      context.addIssue({ code: 'custom', path: ['mrp_paise'], message: 'The M.R.P. cannot be below the selling price.' });
    }
    if (variant.price_tiers) checkPriceTiers(variant.price_tiers, variant.price_paise, context);
  });

export interface VariantInput {
  label: string;
  sku: string;
  maxPricePaise: number;
  pricePaise: number;
  stock: number;
  hsnCode: string;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  imagePosition: number | null;
  /** Updates only. */
  isRetired: boolean | undefined;
  version: number | undefined;
  pack: PackInput;
  /** Undefined keeps the stored one. */
  gtin: string | null | undefined;
  /** Replaces the stored ones as a whole; undefined keeps them. */
  priceTiers: PriceTier[] | undefined;
}

export function validateVariant(input: unknown): VariantInput {
  const data = parseOrThrow(variantSchema, input);
  return {
    label: data.label,
    sku: data.sku,
    maxPricePaise: data.mrp_paise,
    pricePaise: data.price_paise,
    stock: data.stock,
    hsnCode: data.hsn_code,
    weightGrams: data.weight_grams,
    lengthCm: data.length_cm,
    breadthCm: data.breadth_cm,
    heightCm: data.height_cm,
    imagePosition: data.image_position,
    isRetired: data.retired,
    version: data.version,
    pack: packOf(data),
    gtin: data.gtin,
    priceTiers: data.price_tiers?.map(tierOf),
  };
}

function packOf(data: { net_quantity?: number | null | undefined; net_quantity_unit?: NetQuantityUnit | null | undefined; made_month?: string | null | undefined }): PackInput {
  return { netQuantity: data.net_quantity, netQuantityUnit: data.net_quantity_unit, madeMonth: data.made_month };
}

/** The columns a pack's save writes: only those it sent. */
export function packColumns(pack: PackInput): { netQuantity?: number | null; netQuantityUnit?: NetQuantityUnit | null; madeMonth?: string | null } {
  return {
    ...(pack.netQuantity === undefined ? {} : { netQuantity: pack.netQuantity, netQuantityUnit: pack.netQuantityUnit ?? null }),
    ...(pack.madeMonth === undefined ? {} : { madeMonth: pack.madeMonth }),
  };
}

/** The columns a product's save writes for its declarations: only those it sent. */
export function declarationColumns(input: DeclarationsInput) {
  return {
    ...(input.genericName === undefined ? {} : { genericName: input.genericName }),
    ...(input.countryOfOrigin === undefined ? {} : { countryOfOrigin: input.countryOfOrigin }),
    ...(input.maker === undefined ? {} : { makerKind: input.maker?.kind ?? null, makerName: input.maker?.name ?? null, makerAddress: input.maker?.address ?? null }),
  };
}
