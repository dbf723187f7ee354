/**
 * For the storefront's large-catalogue journey only (e2e/tests/products-large.spec.ts): fills the PGlite
 * directory DATA_DIR with the demo shop and `count` lots of its products (new titles and slugs, the same
 * photos), so the products page crosses the 200 products it filters in the browser and pages on the server
 * (docs/decisions/021-product-paging.md). Run before the shop starts on that directory:
 * `tsx scripts/seed-large-catalogue.ts <count>`.
 */
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { productImages, products } from '../src/db/schema';
import { insertProducts } from '../src/catalog/variants';
import { seedDemoIfEmpty } from '../src/seed/seed';

const count = Number(process.argv[2]);
if (!Number.isSafeInteger(count) || count < 1) throw new Error('Usage: tsx scripts/seed-large-catalogue.ts <number of extra products>');

const config = loadConfig(process.env);
const handle = await connectDatabase({ dataDir: config.dataDir });
try {
  await seedDemoIfEmpty(handle.db);
  const demo = await handle.db.select().from(products).orderBy(products.id);
  const photos = await handle.db.select().from(productImages).orderBy(productImages.id);
  for (let lot = 0; lot * demo.length < count; lot++) {
    const batch = demo.slice(0, Math.min(demo.length, count - lot * demo.length));
    const inserted = await insertProducts(
      handle.db,
      batch.map(({ id: _id, createdAt: _created, updatedAt: _updated, version: _version, ...product }) => ({
        ...product,
        slug: `${product.slug}-lot-${lot + 1}`,
        title: `${product.title} – Lot ${lot + 1}`,
      })),
    );
    const copies = batch.flatMap((original, index) =>
      photos
        .filter((photo) => photo.productId === original.id)
        .map(({ id: _id, productId: _product, mediaId: _media, ...photo }) => ({ ...photo, productId: inserted[index]!.id })),
    );
    if (copies.length > 0) await handle.db.insert(productImages).values(copies);
  }
  console.log(`seed-large-catalogue: ${demo.length + count} products in ${config.dataDir}`);
} finally {
  await handle.close();
}
