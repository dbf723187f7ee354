/**
 * Draws the demo shop's pictures as the photos a real shop would have: every SVG drawing in the folders
 * below becomes a WebP beside it, at the width its pages show it, and the demo seed, the home page's
 * defaults and the storefront's pages name the WebP. An SVG in an `<img>` is a document the page's main
 * thread parses, lays out and paints, where a WebP is decoded off it; and Google's merchant feed refuses
 * SVG (docs/decisions/047-first-tasks-on-a-calibrated-phone.md). The WebPs are committed, so a seed costs
 * nothing and every machine serves the same bytes. After changing a drawing:
 * `pnpm --filter @shop/api demo:pictures`. The client logos stay drawings, as a shop's logos are.
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const api = path.resolve(import.meta.dirname, '..');
const storefrontImages = path.resolve(api, '../storefront/public/images');

/** Each folder of drawings with the width its pictures are drawn at: about twice the widest a phone shows them. */
const FOLDERS: readonly { folder: string; width: number }[] = [
  { folder: path.join(api, 'media/products'), width: 640 },
  { folder: path.join(api, 'media/blogs'), width: 960 },
  { folder: path.join(api, 'media/gallery'), width: 960 },
  { folder: path.join(storefrontImages, 'about'), width: 960 },
  { folder: path.join(storefrontImages, 'banners'), width: 1280 },
  { folder: path.join(storefrontImages, 'categories'), width: 480 },
];

/** Flat colours and lettering: quality 78 keeps the edges of the text clean at a third of the bytes of 90. */
const QUALITY = 78;

async function draw(drawing: string, width: number): Promise<number> {
  const { width: drawnWidth } = await sharp(drawing).metadata();
  // Rendered at the target size (not drawn small and enlarged), so the lettering stays sharp.
  const density = (72 * width) / drawnWidth;
  const picture = await sharp(drawing, { density }).resize({ width }).webp({ quality: QUALITY, effort: 6 }).toBuffer();
  await writeFile(drawing.replace(/\.svg$/, '.webp'), picture);
  return picture.length;
}

let count = 0;
let bytes = 0;
for (const { folder, width } of FOLDERS) {
  const drawings = (await readdir(folder)).filter((name) => name.endsWith('.svg'));
  for (const name of drawings) bytes += await draw(path.join(folder, name), width);
  count += drawings.length;
}
console.log(`demo:pictures: ${count} pictures, ${Math.round(bytes / 1024)} KB of WebP`);
