/**
 * The original shop's storefront, on another origin (CORS_ORIGINS), calls this API and resolves what it gets
 * against its own host: a bare `/media/…` path would break every picture. So every shopper answer carries
 * absolute image URLs, `${SITE_URL}/media/…` for a stored path, and an absolute one (object storage, a
 * CDN) as stored; the database keeps the paths, and staff sending an answer's URL back store the path.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { galleryItems, mediaImages, productImages } from '../src/db/schema';
import { absoluteMediaUrl, absoluteUrl, storedImageUrl, withAbsoluteImageSources } from '../src/media/image-url';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createBlog, createCategory, createGalleryItem, createProduct, createSiteHome, createSiteSeller, DECLARED_PRODUCT, resetDatabase, staffSessionFor, TEST_HOME, TEST_MAKER } from './support/fixtures';

const SITE = 'https://shop.example.test';
const OLD_STOREFRONT = 'https://www.birdshield-old.example.in';
/** Where S3_PUBLIC_URL puts uploads: stored absolute, answered as stored. */
const CDN_PHOTO = 'https://cdn.example.test/uploads/ab/ab12cd34ef56ab12cd34ef56ab12cd34.jpg';

/** Parses without a base: what an older client on another origin needs of each image URL. */
function expectAbsolute(url: string): void {
  expect(() => new URL(url), url).not.toThrow();
}

describe('absoluteMediaUrl and storedImageUrl', () => {
  it('puts SITE_URL before this server’s media and keeps an absolute http(s) URL', () => {
    expect(absoluteMediaUrl('/media/products/a.svg', SITE)).toBe(`${SITE}/media/products/a.svg`);
    expect(absoluteMediaUrl(CDN_PHOTO, SITE)).toBe(CDN_PHOTO);
    expect(absoluteMediaUrl('http://127.0.0.1:9000/bucket/uploads/x.webp', SITE)).toBe('http://127.0.0.1:9000/bucket/uploads/x.webp');
    // The storefront's own pictures are the storefront's to serve; page heads make every path absolute.
    expect(absoluteMediaUrl('/images/banners/banner-1.svg', SITE)).toBe('/images/banners/banner-1.svg');
    expect(absoluteUrl('/images/banners/banner-1.svg', SITE)).toBe(`${SITE}/images/banners/banner-1.svg`);
  });

  it('stores this site’s own media URL as its path, anything else as sent', () => {
    expect(storedImageUrl(`${SITE}/media/uploads/ab/x.webp`, SITE)).toBe('/media/uploads/ab/x.webp');
    expect(storedImageUrl('/media/uploads/ab/x.webp', SITE)).toBe('/media/uploads/ab/x.webp');
    expect(storedImageUrl(CDN_PHOTO, SITE)).toBe(CDN_PHOTO);
    // Another host, or a look-alike of ours, is not our media.
    expect(storedImageUrl('https://shop.example.test.evil.in/media/x.webp', SITE)).toBe('https://shop.example.test.evil.in/media/x.webp');
    expect(storedImageUrl(`${SITE}/images/logo.svg`, SITE)).toBe(`${SITE}/images/logo.svg`);
  });

  it('makes the media pictures in article HTML absolute, leaving links and other sources alone', () => {
    const html = '<p><a href="/media/x.pdf">PDF</a> <img src="/media/a.svg?x=1&amp;y=2" alt="A" /><img src="https://cdn.example.test/b.png" alt="B" /><img alt="C" src="/media/c.svg" /></p>';
    expect(withAbsoluteImageSources(html, SITE)).toBe(
      `<p><a href="/media/x.pdf">PDF</a> <img src="${SITE}/media/a.svg?x=1&amp;y=2" alt="A" /><img src="https://cdn.example.test/b.png" alt="B" /><img alt="C" src="${SITE}/media/c.svg" /></p>`,
    );
  });
});

describe.each(RULE_DRIVERS)('absolute media URLs on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, SITE_URL: SITE, CORS_ORIGINS: OLD_STOREFRONT });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    await createSiteSeller(t.database.db, TEST_MAKER);
  });
  const db = () => t.database.db;
  /** As the older storefront asks: from its own origin. */
  const fromOldStorefront = (url: string) => t.app.inject({ method: 'GET', url, headers: { origin: OLD_STOREFRONT } });

  it('answers products with absolute image URLs, on SITE_URL for stored paths and untouched from the CDN', async () => {
    await createProduct(db(), { slug: 'ss-spikes', images: ['/media/products/ss-1.svg', CDN_PHOTO] });

    const list = await fromOldStorefront('/api/user/products/');
    expect(list.statusCode).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe(OLD_STOREFRONT);
    await expectToMatchContract('listProducts', 200, list.json());
    const detail = await fromOldStorefront('/api/user/products/ss-spikes/');
    expect(detail.statusCode).toBe(200);
    const page = await fromOldStorefront('/api/user/products/?limit=5');
    expect(page.statusCode).toBe(200);

    for (const product of [list.json()[0], detail.json(), page.json().items[0]]) {
      expect(product).toMatchObject({ image1: `${SITE}/media/products/ss-1.svg`, image2: CDN_PHOTO, image3: null });
      expect(product.pictures.map((picture: { url: string }) => picture.url)).toEqual([`${SITE}/media/products/ss-1.svg`, CDN_PHOTO]);
    }
    // The database keeps the path.
    const stored = await db().select({ url: productImages.url }).from(productImages).orderBy(productImages.position);
    expect(stored.map((row) => row.url)).toEqual(['/media/products/ss-1.svg', CDN_PHOTO]);
  });

  it('gives an older client only image URLs that parse without a base (product list and detail)', async () => {
    await createProduct(db(), { slug: 'net', images: ['/media/products/net-1.svg', '/media/products/net-2.svg', '/media/products/net-3.svg'] });
    await createProduct(db(), { slug: 'gel', images: [CDN_PHOTO] });

    const products = (await fromOldStorefront('/api/user/products/')).json() as Record<string, unknown>[];
    expect(products).toHaveLength(2);
    for (const listed of products) {
      const detail = (await fromOldStorefront(`/api/user/products/${String(listed.slug)}/`)).json() as Record<string, unknown>;
      for (const product of [listed, detail]) {
        const images = ['image1', 'image2', 'image3', 'image4', 'image5'].map((field) => product[field]).filter((image): image is string => typeof image === 'string');
        expect(images.length).toBeGreaterThan(0);
        images.forEach(expectAbsolute);
        for (const picture of product.pictures as { url: string; srcset_avif: string; srcset_webp: string }[]) expectAbsolute(picture.url);
      }
    }
  });

  it('makes an upload’s web sizes absolute too (srcset)', async () => {
    const product = await createProduct(db(), { slug: 'uploaded', images: ['/media/products/placeholder.svg'] });
    const { user } = await staffSessionFor(db(), TEST_KEYS);
    const [upload] = await db()
      .insert(mediaImages)
      .values({
        originalName: 'ledge.jpg',
        createdBy: user.id,
        width: 640,
        height: 480,
        variants: [
          { key: 'uploads/aa/aa000000000000000000000000000000.avif', width: 320, height: 240, format: 'avif', bytes: 1 },
          { key: 'uploads/bb/bb000000000000000000000000000000.webp', width: 320, height: 240, format: 'webp', bytes: 1 },
          { key: 'uploads/cc/cc000000000000000000000000000000.jpg', width: 640, height: 480, format: 'jpeg', bytes: 1 },
        ],
      })
      .returning();
    await db()
      .update(productImages)
      .set({ url: '/media/uploads/cc/cc000000000000000000000000000000.jpg', mediaId: upload!.id })
      .where(eq(productImages.productId, product.id));

    const [picture] = (await fromOldStorefront('/api/user/products/uploaded/')).json().pictures;
    expect(picture).toMatchObject({
      url: `${SITE}/media/uploads/cc/cc000000000000000000000000000000.jpg`,
      srcset_avif: `${SITE}/media/uploads/aa/aa000000000000000000000000000000.avif 320w`,
      srcset_webp: `${SITE}/media/uploads/bb/bb000000000000000000000000000000.webp 320w`,
    });
  });

  it('answers the gallery and the blogs with absolute image URLs', async () => {
    await createGalleryItem(db(), { image: '/media/gallery/balcony.svg' });
    await createGalleryItem(db(), { image: CDN_PHOTO });
    await createBlog(db(), { slug: 'spikes-or-nets', contentHtml: `<h1>Spikes or nets?</h1><p>Both work.</p><img src="/media/blogs/ledge.svg" alt="A ledge"><img src="${CDN_PHOTO}" alt="A net">` });

    const gallery = await fromOldStorefront('/api/user/gallery/');
    expect(gallery.statusCode).toBe(200);
    expect(gallery.json().map((item: { image: string }) => item.image)).toEqual([`${SITE}/media/gallery/balcony.svg`, CDN_PHOTO]);

    for (const url of ['/api/user/blogs/', '/api/user/blogs/?slug=spikes-or-nets']) {
      const [blog] = (await fromOldStorefront(url)).json();
      expect(blog.content).toContain(`<img src="${SITE}/media/blogs/ledge.svg" alt="A ledge" />`);
      expect(blog.content).toContain(`<img src="${CDN_PHOTO}" alt="A net" />`);
    }
    // Stored as written.
    const stored = await db().select({ image: galleryItems.image }).from(galleryItems).orderBy(galleryItems.position, galleryItems.id);
    expect(stored.map((row) => row.image)).toEqual(['/media/gallery/balcony.svg', CDN_PHOTO]);
  });

  it('answers the home page’s uploaded pictures absolute and keeps the storefront’s own', async () => {
    const [banner] = TEST_HOME.banners;
    await createSiteHome(db(), { ...TEST_HOME, banners: [{ ...banner!, image: '/media/uploads/ab/ab12cd.webp' }] });
    const home = (await fromOldStorefront('/api/user/site/home/')).json();
    expect(home.banners[0].image).toBe(`${SITE}/media/uploads/ab/ab12cd.webp`);
    expect(home.categories.map((card: { image: string }) => card.image)).toEqual(TEST_HOME.categories.map((card) => card.image));
  });

  it('stores a photo the back-office sends back as this site’s media URL as its /media/ path', async () => {
    const { token } = await staffSessionFor(db(), TEST_KEYS);
    const category = await createCategory(db(), 'Bird Spikes');
    const admin = (method: 'POST' | 'GET', url: string, body?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const created = await admin('POST', '/api/admin/products/', {
      title: 'Bird Spikes',
      slug: 'bird-spikes',
      category_id: category.id,
      material: 'Stainless Steel',
      mrp_paise: 119900,
      price_paise: 89900,
      stock: 40,
      is_bestseller: false,
      short_desc: 'Ten strips.',
      long_desc: 'Stainless steel pins.',
      highlights: ['One', 'Two', 'Three', 'Four', 'Five'],
      keywords: 'spikes',
      hsn_code: '7326',
      gst_rate: 18,
      weight_grams: 600,
      length_cm: 35,
      breadth_cm: 12,
      height_cm: 8,
      hidden: false,
      ...DECLARED_PRODUCT,
      images: [
        { url: `${SITE}/media/products/ss-1.webp`, alt: 'On a ledge', media_id: null },
        { url: CDN_PHOTO, alt: 'Close up', media_id: null },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().images.map((image: { url: string }) => image.url)).toEqual(['/media/products/ss-1.webp', CDN_PHOTO]);
    expect((await fromOldStorefront('/api/user/products/bird-spikes/')).json()).toMatchObject({ image1: `${SITE}/media/products/ss-1.webp`, image2: CDN_PHOTO });

    const picture = await admin('POST', '/api/admin/gallery/', { image: `${SITE}/media/gallery/roof.webp`, title: 'Roof', description: '' });
    expect(picture.statusCode).toBe(201);
    expect(picture.json().image).toBe('/media/gallery/roof.webp');
  });
});
