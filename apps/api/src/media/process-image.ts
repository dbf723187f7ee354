/**
 * What the shop makes of an uploaded image, with sharp (libvips). The type is read from the bytes
 * themselves, never from the Content-Type or the file name: JPEG, PNG, WebP, AVIF and GIF are accepted.
 * The photo is turned upright from its EXIF orientation, then every bit of metadata is dropped (EXIF with
 * its GPS position, XMP, IPTC, ICC profiles after conversion to sRGB). Out come the web sizes: AVIF and
 * WebP at each of WEB_WIDTHS narrower than the picture, and at the picture's own width up to the largest,
 * never enlarged; plus one fallback at the largest size, JPEG for opaque pictures and PNG for those with
 * transparency, for browsers that take neither modern format.
 */
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { InvalidInputError, problem } from '../errors';
import type { StoredFormat } from './media-keys';

/** Widths of the web sizes, for `srcset`: phone, phone at 2x / tablet, desktop card, desktop gallery. */
const WEB_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * The most pixels an upload may decode to: 50 megapixels (8660 × 5773), more than a phone camera's
 * photo. Checked from the header before decoding, and again by sharp while decoding, so a small file
 * that claims enormous dimensions (a decompression bomb) is refused before it takes the memory.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** The field the upload form's errors are filed under (the file input). */
export const FILE_FIELD = 'file';

export class UnsupportedImageError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'UnsupportedImageError';
  }
}

const NOT_AN_IMAGE = 'The file is not an image the shop can use: upload a JPEG, PNG, WebP, AVIF or GIF picture.';

interface WebImage {
  bytes: Buffer;
  format: StoredFormat;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** The type the bytes turned out to be. */
  sourceFormat: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
  /** The largest web size (the fallback's size). */
  width: number;
  height: number;
  /** AVIF and WebP at every width, narrowest first, then the fallback. */
  variants: WebImage[];
}

/** Throws UnsupportedImageError (→ 415) for anything but the five formats, InvalidInputError (→ 400) for one too big to decode. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new InvalidInputError({ [FILE_FIELD]: [problem('file_empty', 'The file is empty.')] }, 'The file is empty: send the image itself as the request body.');
  const { format: sourceFormat, hasAlpha: mayBeTransparent } = await sniff(bytes);
  const upright = await decodeUpright(bytes, mayBeTransparent);
  const { width, height, channels } = upright.info;
  const hasAlpha = channels === 4;
  const raw = () => sharp(upright.data, { raw: { width, height, channels } });

  // The picture is already at most the largest width; every narrower standard width, then its own.
  const widths = [...WEB_WIDTHS.filter((w) => w < width), width];
  const variants: WebImage[] = [];
  for (const w of new Set(widths)) {
    const resized = await raw().resize({ width: w, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const at = () => sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels } });
    // Effort 2 of 9 for AVIF: a few times faster than the default at a size within a few percent of it,
    // so an upload of a large photo answers in seconds on a small server.
    variants.push(await encode(at().avif({ quality: 55, effort: 2 }), 'avif'));
    variants.push(await encode(at().webp({ quality: 80, alphaQuality: 90 }), 'webp'));
  }
  const fallback = hasAlpha
    ? await encode(raw().png({ compressionLevel: 9 }), 'png')
    : await encode(raw().jpeg({ quality: 82, mozjpeg: true }), 'jpeg');
  variants.push(fallback);
  return { sourceFormat, width: fallback.width, height: fallback.height, variants };
}

/** The real type, from sharp's reading of the header. */
async function sniff(bytes: Buffer): Promise<{ format: ProcessedImage['sourceFormat']; hasAlpha: boolean }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError(NOT_AN_IMAGE);
  }
  const format = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : undefined) : metadata.format;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp' && format !== 'avif' && format !== 'gif') throw new UnsupportedImageError(NOT_AN_IMAGE);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels(width, height);
  return { format, hasAlpha: metadata.hasAlpha === true };
}

/**
 * Decodes the first frame once, upright, in sRGB, already shrunk to the largest web width (JPEG and WebP
 * decode straight to a smaller size, so a 12-megapixel photo costs far less), keeping an alpha channel
 * only when some pixel is not opaque.
 */
async function decodeUpright(bytes: Buffer, hasAlpha: boolean): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: WEB_WIDTHS.at(-1), withoutEnlargement: true })
      .toColourspace('srgb');
    if (!hasAlpha) return await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const { width, height } = decoded.info;
    const { isOpaque } = await sharp(decoded.data, { raw: { width, height, channels: 4 } }).stats();
    if (!isOpaque) return decoded;
    return await sharp(decoded.data, { raw: { width, height, channels: 4 } }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    // The header looked right but the picture inside is broken or cut short.
    const unreadable = problem('image_unreadable', 'The image could not be read; it may be damaged or incomplete.');
    throw new InvalidInputError({ [FILE_FIELD]: [unreadable] }, unreadable);
  }
}

function tooManyPixels(width?: number, height?: number): InvalidInputError {
  const size = width && height ? `${width} × ${height} pixels` : 'too many pixels';
  const tooLarge = problem('image_too_large', `The image is ${size}; the largest accepted is ${MAX_INPUT_PIXELS / 1_000_000} megapixels. Scale it down and upload it again.`);
  return new InvalidInputError({ [FILE_FIELD]: [tooLarge] }, tooLarge);
}

async function encode(pipeline: Sharp, format: StoredFormat): Promise<WebImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: data, format, width: info.width, height: info.height };
}
