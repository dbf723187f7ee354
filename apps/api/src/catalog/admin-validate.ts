/**
 * The server's check of what staff save for a product or a category. The contract already refused wrong
 * types and sizes; this trims text, and says in the field's own words what the shop's rules need.
 */
import { z } from 'zod';
import { GST_RATES, MATERIALS, MAX_PRODUCT_IMAGES, type GstRate, type Material } from '../db/tables/values';
import { isImageUrl, storedImageUrl } from '../media/image-url';
import { aString, optionalText, parseOrThrow, requiredText } from '../validation/fields';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Use lowercase letters and digits, words joined by single hyphens (e.g. ss-bird-spikes-pack-10).';
const PAISE_MAX = 2_000_000_000;
/** A parcel a courier takes: up to 100 kg, no side over 3 m (the contract's bounds). */
const PARCEL_GRAMS_MAX = 100_000;
const PARCEL_SIDE_CM_MAX = 300;

const parcelWeight = z
  .number({ error: 'This field is required.' })
  .int('Weight is a whole number of grams.')
  .min(1, 'Weight must be at least 1 g.')
  .max(PARCEL_GRAMS_MAX, 'A parcel cannot weigh over 100 kg.');

const hsnCode = aString().trim().regex(/^[0-9]{4,8}$/, 'An HSN code is 4 to 8 digits (e.g. 7326 for steel spikes).');

const stockCount = z.number({ error: 'This field is required.' }).int('Stock is a whole number.').min(0, 'Stock cannot be negative.').max(PAISE_MAX);

const paise = (label: string) =>
  z
    .number({ error: 'This field is required.' })
    .int(`${label} must be a whole number of paise.`)
    .min(1, `${label} must be more than ₹0.`)
    .max(PAISE_MAX, `${label} is too large.`);

const parcelSide = (label: string) =>
  z
    .number({ error: 'This field is required.' })
    .int(`${label} is a whole number of centimetres; round up.`)
    .min(1, `${label} must be at least 1 cm.`)
    .max(PARCEL_SIDE_CM_MAX, `${label} cannot be over ${PARCEL_SIDE_CM_MAX} cm.`);

const imageSchema = z.object({
  url: requiredText().refine(isImageUrl, 'Not a picture address this shop can show.'),
  alt: aString().trim().min(1, 'Describe the photo for people who cannot see it.'),
  media_id: z.number().int().min(1).max(2_147_483_647).nullable(),
});

const productSchema = z
  .object({
    title: requiredText(),
    slug: requiredText().regex(SLUG_PATTERN, SLUG_MESSAGE),
    category_id: z.number({ error: 'Choose a category.' }).int().min(1).max(2_147_483_647),
    material: z.enum(MATERIALS, { error: `Choose one of: ${MATERIALS.join(', ')}.` }),
    mrp_paise: paise('The M.R.P.'),
    price_paise: paise('The price'),
    stock: stockCount,
    is_bestseller: z.boolean({ error: 'This field is required.' }),
    short_desc: optionalText().transform((value) => value ?? ''),
    long_desc: optionalText().transform((value) => value ?? ''),
    highlights: z.array(requiredText()).length(5, 'Give exactly five highlights.'),
    keywords: optionalText().transform((value) => value ?? ''),
    hsn_code: hsnCode,
    gst_rate: z
      .number({ error: 'This field is required.' })
      .refine((value): value is GstRate => (GST_RATES as readonly number[]).includes(value), `GST rate must be one of ${GST_RATES.join(', ')} percent.`),
    weight_grams: parcelWeight,
    length_cm: parcelSide('Length'),
    breadth_cm: parcelSide('Breadth'),
    height_cm: parcelSide('Height'),
    hidden: z.boolean({ error: 'This field is required.' }),
    images: z.array(imageSchema).max(MAX_PRODUCT_IMAGES, `A product has at most ${MAX_PRODUCT_IMAGES} photos.`),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((product, context) => {
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
  };
}

const categoryNameSchema = z.object({ name: requiredText() });

export function validateCategoryName(input: unknown): string {
  return parseOrThrow(categoryNameSchema, input).name;
}

/** Which characters a SKU may use; how many is the contract's maxLength. */
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const variantSchema = z
  .object({
    label: optionalText().transform((value) => value ?? ''),
    sku: requiredText().regex(SKU_PATTERN, 'A SKU is letters, digits and . _ / -, starting with a letter or digit (e.g. SS-SPIKES-20).'),
    mrp_paise: paise('The M.R.P.'),
    price_paise: paise('The price'),
    stock: stockCount,
    hsn_code: hsnCode,
    weight_grams: parcelWeight,
    length_cm: parcelSide('Length'),
    breadth_cm: parcelSide('Breadth'),
    height_cm: parcelSide('Height'),
    image_position: z.number().int().min(1).max(MAX_PRODUCT_IMAGES, `A product has at most ${MAX_PRODUCT_IMAGES} photos.`).nullable(),
    retired: z.boolean().optional(),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((variant, context) => {
    if (variant.mrp_paise < variant.price_paise) {
      context.addIssue({ code: 'custom', path: ['mrp_paise'], message: 'The M.R.P. cannot be below the selling price.' });
    }
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
  };
}
