/**
 * The server's check of what staff save for a product, a variant or a category. The contract already
 * refused wrong types, missing fields and every size and range (prices, stock, a parcel's weight and sides,
 * photo counts, text lengths); this trims text, and says in the field's own words what the shop's rules
 * need beyond that: no blank text, slugs and SKUs in shape, the M.R.P. not below the price.
 */
import { z } from 'zod';
import { GST_RATES, MATERIALS, type GstRate, type Material } from '../db/tables/values';
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
