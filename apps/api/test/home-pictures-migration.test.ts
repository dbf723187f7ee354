/**
 * The migration that shows the home page's default pictures as WebP drawings (apps/api/src/seed/demo/README.md):
 * a banner or category card still showing the picture every shop started with shows its WebP; one staff changed
 * keeps staff's, and the client logos stay drawings. Run from the migrations before it, as a shop upgrading would.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before';

const PICTURES_MIGRATION = '0067_home_pictures_as_webp';
const STAFF_BANNER = '/media/uploads/3f/3fa9c2d41b7e8f0a6c5d4e3b2a1f0e9d.webp';

interface Home {
  banners: { id: string; image: string; heading: string }[];
  categories: { id: string; image: string }[];
  clients: { image: string }[];
}

describe('the home pictures migration', () => {
  let shop: DatabaseBefore | undefined;
  afterAll(() => shop?.close());

  it('turns the default pictures into their WebPs and leaves the ones staff chose', async () => {
    shop = await databaseBefore(PICTURES_MIGRATION);
    await shop.db.execute(sql`update site_documents set body = jsonb_set(body, '{banners,1,image}', ${JSON.stringify(STAFF_BANNER)}::jsonb) where key = 'home'`);
    const [before] = await shop.rows<{ body: Home }>(sql`select body from site_documents where key = 'home'`);
    await shop.upgrade();

    const [after] = await shop.rows<{ body: Home }>(sql`select body from site_documents where key = 'home'`);
    expect(after!.body.banners.map((banner) => banner.image)).toEqual(['/images/banners/banner-1.webp', STAFF_BANNER, '/images/banners/banner-3.webp']);
    expect(after!.body.categories.map((card) => card.image)).toEqual([
      '/images/categories/bird-repellants.webp',
      '/images/categories/monkey-repellants.webp',
      '/images/categories/anti-bird-nets.webp',
    ]);
    expect(after!.body.clients).toEqual(before!.body.clients);
    // Nothing but the pictures changed: the ids, words and links are as they were.
    const withoutPictures = ({ banners, categories, ...rest }: Home) => ({
      ...rest,
      banners: banners.map(({ image: _image, ...banner }) => banner),
      categories: categories.map(({ image: _image, ...card }) => card),
    });
    expect(withoutPictures(after!.body)).toEqual(withoutPictures(before!.body));
  });
});
