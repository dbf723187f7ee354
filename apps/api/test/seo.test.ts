/**
 * What crawlers and link previews see without running JavaScript: each page's head in the HTML the server
 * delivers (title, description, canonical, Open Graph, Twitter, JSON-LD), sitemap.xml and robots.txt.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSettings, productVariants, saleProducts, sales, siteDocuments } from '../src/db/schema';
import { returnSettings } from '../src/returns';
import { deliverySettings, setShippingRule } from '../src/shipping';
import { createBlog, createCategory, createPageMetadata, createProduct, createReview, createSiteDocuments, createUser, resetDatabase, staffSessionFor, TEST_CONTACT, variantsOf } from './support/fixtures';
import { TEST_KEYS } from './support/accounts';
import { eraseCustomer } from '../src/customers';
import { SHARED_CACHE_CONTROL } from '../src/http/kept-answers';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS } from './support/databases';
import { demoTransitDays } from './support/demo-couriers';

const SITE = 'https://shop.example.test';

/** Shaped like the storefront's build: a multi-line description, the bundle's script and stylesheet. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>BirdShield India | Bird Spikes, Bird Nets &amp; Monkey Spikes</title>
    <meta
      name="description"
      content="The build's own description."
    />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-CKJBcS8s.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-D3S_AATh.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const FIXED_PAGES = [
  { path: '/', title: 'Bird Spikes & Bird Nets Online | BirdShield India', description: 'Humane bird spikes & nets.' },
  { path: '/products', title: 'Shop Bird Spikes | BirdShield India', description: 'Browse spikes and nets.' },
  { path: '/products/search', title: 'Search Products | BirdShield India', description: 'Search the range.' },
  { path: '/gallery', title: 'Installation Gallery | BirdShield India', description: 'Our spikes at work.' },
  { path: '/about', title: 'About Us | BirdShield India', description: 'Who we are.' },
  { path: '/contact', title: 'Contact Us | BirdShield India', description: 'Send us your enquiry.' },
  { path: '/blogs', title: 'Bird Control Guides | BirdShield India', description: 'Practical guides.' },
  { path: '/faqs', title: 'FAQs | BirdShield India', description: 'Answers.' },
  // One person's page: described like the others for a link preview, but never kept by a shared cache, and kept out
  // of search (robots.txt, and the page itself: noindex, no canonical link).
  { path: '/cart', title: 'Your Cart | BirdShield India', description: 'Your cart.', personal: true },
];

/** The content of `<meta {attribute}="{key}" content="…">`, entities decoded; undefined when absent. */
function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const all = [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`, 'g'))];
  expect(all.length, `${attribute}=${key} appears at most once`).toBeLessThanOrEqual(1);
  return all[0]?.[1] === undefined ? undefined : decode(all[0][1]);
}

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity]!);
}

function titleOf(html: string): string {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return decode(titles[0]![1]!);
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

type JsonLd = Record<string, unknown> & { '@type': string };

function jsonLd(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

const ofType = (html: string, type: string) => jsonLd(html).filter((data) => data['@type'] === type);

/** The return policy of the shop's window, returned by mail at no fee, as the policy page states it. */
const returnsWithin = (windowDays: number) => ({
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'IN',
  returnPolicyCountry: 'IN',
  merchantReturnLink: `${SITE}/return-policy`,
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
  merchantReturnDays: windowDays,
  returnMethod: 'https://schema.org/ReturnByMail',
  returnFees: 'https://schema.org/FreeReturn',
});

describe.each(RULE_DRIVERS)('pages for crawlers on %s', (driver) => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'shop-seo-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    t = await startTestApp(driver, { STOREFRONT_DIST: dist, SITE_URL: SITE });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    for (const page of FIXED_PAGES) {
      await createPageMetadata(t.database.db, { path: page.path, title: page.title, description: page.description, ogImage: `/images/og${page.path.replaceAll('/', '-')}.png`, twitterCard: 'summary_large_image' });
    }
  });

  // What a chat app's link preview sends: no HTML in Accept.
  const fetchPage = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'user-agent': 'WhatsApp/2.23' } });

  it('gives every fixed page its own title, description, canonical link (noindex for a personal one), Open Graph and Twitter tags', async () => {
    for (const page of FIXED_PAGES) {
      const response = await fetchPage(page.path);
      expect(response.statusCode, page.path).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], page.path).toBe('personal' in page ? 'private, no-store' : SHARED_CACHE_CONTROL);
      const html = response.body;
      const url = page.path === '/' ? `${SITE}/` : `${SITE}${page.path}`;
      const image = `${SITE}/images/og${page.path.replaceAll('/', '-')}.png`;
      expect(titleOf(html), page.path).toBe(page.title);
      expect(meta(html, 'name', 'description')).toBe(page.description);
      expect(canonicalOf(html), page.path).toBe('personal' in page ? undefined : url);
      expect(meta(html, 'name', 'robots'), page.path).toBe('personal' in page ? 'noindex' : undefined);
      expect(meta(html, 'property', 'og:title')).toBe(page.title);
      expect(meta(html, 'property', 'og:description')).toBe(page.description);
      expect(meta(html, 'property', 'og:url')).toBe(url);
      expect(meta(html, 'property', 'og:image')).toBe(image);
      expect(meta(html, 'property', 'og:type')).toBe('website');
      expect(meta(html, 'property', 'og:site_name')).toBe('BirdShield India');
      expect(meta(html, 'property', 'og:locale')).toBe('en_IN');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:title')).toBe(page.title);
      expect(meta(html, 'name', 'twitter:description')).toBe(page.description);
      expect(meta(html, 'name', 'twitter:image')).toBe(image);
      // The build's own head stays, minus what each page replaces.
      expect(html).not.toContain("The build's own description.");
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-CKJBcS8s.js"></script>');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D3S_AATh.css">');
      expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('<title>'));
      expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('describes the organisation on every page, with the contact details staff keep, and the site search on the home page', async () => {
    const organisationOf = async (path: string) => ofType((await fetchPage(path)).body, 'Organization')[0];
    // Before the shop has contact details, the organisation is described without them.
    expect(await organisationOf('/')).not.toHaveProperty('contactPoint');
    await createSiteDocuments(t.database.db);
    const home = (await fetchPage('/')).body;
    const [organisation] = ofType(home, 'Organization');
    expect(organisation).toMatchObject({
      '@context': 'https://schema.org',
      name: 'BirdShield India',
      url: `${SITE}/`,
      logo: `${SITE}/images/logo.svg`,
      email: TEST_CONTACT.email,
      address: { '@type': 'PostalAddress', postalCode: TEST_CONTACT.address.postal_code, addressLocality: TEST_CONTACT.address.locality },
      contactPoint: { '@type': 'ContactPoint', telephone: TEST_CONTACT.phones[0] },
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
    });
    // A new main number in the back-office is the one search engines see next.
    await t.database.db
      .update(siteDocuments)
      .set({ body: { ...TEST_CONTACT, phones: ['+91 90000 11111'] } })
      .where(eq(siteDocuments.key, 'contact'));
    expect(await organisationOf('/contact')).toMatchObject({ contactPoint: { telephone: '+91 90000 11111' } });
    expect(ofType(home, 'WebSite')[0]).toMatchObject({
      potentialAction: { target: { urlTemplate: `${SITE}/products/search?query={search_term_string}` } },
    });
    expect(ofType((await fetchPage('/gallery')).body, 'Organization')).toHaveLength(1);
  });

  it("states the shop's standard return and shipping policies on the home page's organisation, by the rules the offers use", async () => {
    const db = t.database.db;
    const organisationOf = async (path: string) => ofType((await fetchPage(path)).body, 'Organization')[0]!;
    const { windowDays } = await returnSettings(db);
    const transit = await demoTransitDays(t.config.pickupPincode);
    const workingDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `https://schema.org/${day}`);
    const india = { '@type': 'DefinedRegion', addressCountry: 'IN' };
    const transitTime = { '@type': 'ServicePeriod', duration: { '@type': 'QuantitativeValue', minValue: transit.min, maxValue: transit.max, unitCode: 'DAY' }, businessDays: workingDays };

    // A shop that has set no fee ships every order free.
    const home = await organisationOf('/');
    expect(home.hasMerchantReturnPolicy).toEqual(returnsWithin(windowDays));
    expect(home.hasShippingService).toEqual({
      '@type': 'ShippingService',
      // Handed to the courier the next working day, as the offers say.
      handlingTime: { '@type': 'ServicePeriod', duration: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 1, unitCode: 'DAY' }, businessDays: workingDays },
      shippingConditions: [
        {
          '@type': 'ShippingConditions',
          shippingDestination: india,
          orderValue: { '@type': 'MonetaryAmount', minValue: 0, currency: 'INR' },
          shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'INR' },
          transitTime,
        },
      ],
    });

    // ₹99 below ₹999: the fee up to the threshold, free from it on.
    await setShippingRule(db, { shippingFeePaise: 9900, freeShippingFromPaise: 99900 });
    expect((await organisationOf('/')).hasShippingService).toMatchObject({
      shippingConditions: [
        { shippingDestination: india, orderValue: { minValue: 0, maxValue: 999, currency: 'INR' }, shippingRate: { value: 99, currency: 'INR' }, transitTime },
        { shippingDestination: india, orderValue: { minValue: 999, currency: 'INR' }, shippingRate: { value: 0, currency: 'INR' }, transitTime },
      ],
    });
    // A fee on every order: one band, without an upper bound.
    const everyOrderPays = JSON.stringify({ ...(await deliverySettings(db)), version: undefined, shippingFeePaise: 5000, freeShippingFromPaise: null });
    await db.update(appSettings).set({ value: everyOrderPays }).where(eq(appSettings.key, 'delivery_settings'));
    const flat = (await organisationOf('/')).hasShippingService as { shippingConditions: JsonLd[] };
    expect(flat.shippingConditions).toHaveLength(1);
    expect(flat.shippingConditions[0]).toMatchObject({ orderValue: { '@type': 'MonetaryAmount', minValue: 0, currency: 'INR' }, shippingRate: { value: 50 } });
    expect(flat.shippingConditions[0]).not.toHaveProperty('orderValue.maxValue');
    await db.update(appSettings).set({ value: JSON.stringify({ shippingFeePaise: 9900, freeShippingFromPaise: 99900 }) }).where(eq(appSettings.key, 'delivery_settings'));
    // The same rule prices the offers: a ₹899 pack pays ₹99.
    await createProduct(db, { slug: 'spikes-899', pricePaise: 89900, maxPricePaise: 89900 });
    const [product] = ofType((await fetchPage('/products/spikes-899')).body, 'Product');
    expect(product).toMatchObject({ offers: { shippingDetails: { shippingRate: { value: 99 } } } });

    // The owner's window is the shop's standard; a category taken back only for the shop's fault keeps its own policy on its offers.
    const settings = JSON.stringify({ windowDays: 10, nonReturnableCategoryIds: [(await createCategory(db, 'Bird Nets')).id] });
    await db.insert(appSettings).values({ key: 'return_settings', value: settings }).onConflictDoUpdate({ target: appSettings.key, set: { value: settings } });
    expect((await organisationOf('/')).hasMerchantReturnPolicy).toMatchObject({ returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow', merchantReturnDays: 10 });

    // Only the home page states them: every other page names the organisation alone.
    for (const path of ['/gallery', '/products/spikes-899', '/offers']) {
      const organisation = await organisationOf(path);
      expect(organisation, path).not.toHaveProperty('hasMerchantReturnPolicy');
      expect(organisation, path).not.toHaveProperty('hasShippingService');
    }
  });

  it("falls back to the home entry for the storefront's other routes, trailing slashes and queries included, noindex where robots.txt keeps crawlers out", async () => {
    const offers = await fetchPage('/offers?utm_source=x');
    expect(offers.statusCode).toBe(200);
    expect(titleOf(offers.body)).toBe(FIXED_PAGES[0]!.title);
    expect(canonicalOf(offers.body)).toBe(`${SITE}/`);
    expect(meta(offers.body, 'name', 'robots')).toBeUndefined();
    for (const url of ['/account/manage-address/', '/order-detail/abc123', '/add-review/3/7', '/Account/', '/confirm-order/secret-token', '/quotes/Q-2026-0001']) {
      const response = await fetchPage(url);
      expect(response.statusCode, url).toBe(200);
      expect(titleOf(response.body), url).toBe(FIXED_PAGES[0]!.title);
      expect(meta(response.body, 'name', 'robots'), url).toBe('noindex');
      expect(canonicalOf(response.body), url).toBeUndefined();
      expect(response.body, url).not.toContain('hreflang');
    }
    const withSlash = (await fetchPage('/gallery/')).body;
    expect(titleOf(withSlash)).toBe('Installation Gallery | BirdShield India');
    const search = (await fetchPage('/products/search?query=spikes')).body;
    expect(canonicalOf(search)).toBe(`${SITE}/products/search`);
  });

  it('describes a product page with its own metadata and Product JSON-LD priced in rupees', async () => {
    const product = await createProduct(t.database.db, {
      slug: 'ss-bird-spikes-pack-10',
      title: 'Stainless Steel Bird Spikes – Pack of 10',
      shortDesc: 'Ten strips of rust-free spikes.',
      pricePaise: 89950,
      maxPricePaise: 119900,
      images: ['/media/products/ss-1.png', '/media/products/ss-2.png'],
      stock: 12,
    });
    await createReview(t.database.db, product.id, { rating: 5, userName: 'Asha Patel', reviewText: 'No pigeons since.', createdAt: new Date('2025-03-01T08:00:00Z') });
    await createReview(t.database.db, product.id, { rating: 4, userName: 'Ravi', reviewText: 'Sturdy <strips> & easy to fix.', createdAt: new Date('2025-03-05T08:00:00Z') });
    await createReview(t.database.db, product.id, { rating: 1, status: 'pending', userName: 'Waiting Reviewer', reviewText: 'Not moderated yet.' });
    // A customer who reviewed it and then had their data erased: the stars stay on the page, the words and name do not.
    const erased = await createUser(t.database.db, { name: 'Meera Iyer', email: 'meera.iyer@example.in' });
    await createReview(t.database.db, product.id, { userId: erased.id, rating: 3, reviewText: 'Meera’s own words.', createdAt: new Date('2025-03-08T08:00:00Z') });
    const { user: owner } = await staffSessionFor(t.database.db, TEST_KEYS);
    await eraseCustomer(t.database.db, { delete: async () => {} }, erased.id, { actorId: owner.id, actorRole: 'owner', version: erased.version, confirmEmail: 'meera.iyer@example.in' });
    const [variant] = await variantsOf(t.database.db, product.id);
    // The names the product page shows come from the reviews API.
    const shown = (await t.app.inject({ method: 'GET', url: `/api/user/reviews/?product_id=${product.id}` })).json<{ user_name: string; review_text: string }[]>();
    expect(shown.map((review) => review.user_name)).toEqual(['Erased customer', 'Ravi', 'Asha Patel']);
    expect(shown[0]!.review_text).not.toContain('Meera');
    const { windowDays } = await returnSettings(t.database.db);

    for (const url of ['/products/ss-bird-spikes-pack-10', `/products/${product.id}`]) {
      const response = await fetchPage(url);
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      const pageUrl = `${SITE}/products/ss-bird-spikes-pack-10`;
      expect(titleOf(html)).toBe('Stainless Steel Bird Spikes – Pack of 10 | BirdShield India');
      expect(meta(html, 'name', 'description')).toBe('Ten strips of rust-free spikes.');
      expect(canonicalOf(html)).toBe(pageUrl);
      expect(meta(html, 'property', 'og:type')).toBe('product');
      expect(meta(html, 'property', 'og:image')).toBe(`${SITE}/media/products/ss-1.png`);
      expect(meta(html, 'property', 'product:price:amount')).toBe('899.50');
      expect(meta(html, 'property', 'product:price:currency')).toBe('INR');

      const [data] = ofType(html, 'Product');
      expect(data).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Stainless Steel Bird Spikes – Pack of 10',
        description: 'Ten strips of rust-free spikes.',
        url: pageUrl,
        image: [`${SITE}/media/products/ss-1.png`, `${SITE}/media/products/ss-2.png`],
        sku: variant!.sku,
        brand: { '@type': 'Brand', name: 'BirdShield India' },
        category: 'Bird Spikes',
        material: 'Stainless Steel',
        offers: {
          '@type': 'Offer',
          url: pageUrl,
          price: '899.50',
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@id': `${SITE}/#organization` },
          // A shop that has set no fee ships free.
          shippingDetails: expect.objectContaining({ '@type': 'OfferShippingDetails', shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'INR' } }),
          hasMerchantReturnPolicy: expect.objectContaining({ '@type': 'MerchantReturnPolicy', merchantReturnDays: windowDays }),
        },
        // Published reviews only, an erased customer's stars among them, as the page counts them.
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 3, bestRating: 5, worstRating: 1 },
        // Newest first, each reviewer named as the page names them; only reviews still in their writers' words.
        review: [
          {
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
            author: { '@type': 'Person', name: shown[1]!.user_name },
            datePublished: '2025-03-05T08:00:00.000Z',
            reviewBody: 'Sturdy <strips> & easy to fix.',
          },
          {
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
            author: { '@type': 'Person', name: shown[2]!.user_name },
            datePublished: '2025-03-01T08:00:00.000Z',
            reviewBody: 'No pigeons since.',
          },
        ],
      });
      expect(html).not.toContain('Waiting Reviewer');
      expect(html).not.toContain('Erased customer');
      expect(html).not.toContain('Not moderated yet.');
      expect(ofType(html, 'BreadcrumbList')[0]).toMatchObject({
        itemListElement: [
          { position: 1, name: 'Home', item: `${SITE}/` },
          { position: 2, name: 'Products', item: `${SITE}/products` },
          { position: 3, name: 'Bird Spikes', item: `${SITE}/category/Bird%20Spikes` },
          { position: 4, name: 'Stainless Steel Bird Spikes – Pack of 10', item: pageUrl },
        ],
      });
    }
  });

  it('leaves out the rating and reviews of a product nobody has reviewed, and says when it is out of stock', async () => {
    const product = await createProduct(t.database.db, { slug: 'monkey-spikes', stock: 0, pricePaise: 150000, maxPricePaise: 150000 });
    // Neither a review waiting for moderation nor a refused one is published.
    await createReview(t.database.db, product.id, { status: 'pending', reviewText: 'Still waiting.' });
    await createReview(t.database.db, product.id, { status: 'rejected', rejectionReason: 'Spam.', reviewText: 'Buy elsewhere.' });
    const html = (await fetchPage('/products/monkey-spikes')).body;
    const [data] = ofType(html, 'Product');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(html).not.toContain('Still waiting.');
    expect(html).not.toContain('Buy elsewhere.');
    expect(data).toMatchObject({ offers: { price: '1500.00', availability: 'https://schema.org/OutOfStock' } });
  });

  it('gives a sale price the last day it holds, in India\'s calendar, and a regular price none', async () => {
    const product = await createProduct(t.database.db, { slug: 'bird-net', pricePaise: 100000, maxPricePaise: 150000 });
    // Ends at midnight in India: the 30th is its last day.
    const [sale] = await t.database.db
      .insert(sales)
      .values({ name: 'Monsoon sale', percentOff: 10, startsAt: new Date(Date.now() - 60_000), endsAt: new Date('2099-11-30T18:30:00Z') })
      .returning();
    await t.database.db.insert(saleProducts).values({ saleId: sale!.id, productId: product.id });
    expect(ofType((await fetchPage('/products/bird-net')).body, 'Product')[0]).toMatchObject({
      offers: {
        price: '900.00',
        priceValidUntil: '2099-11-30',
        // The regular price, struck through, as Google reads a sale.
        priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '1000.00', priceCurrency: 'INR' },
      },
    });
    await t.database.db.delete(sales);
    expect(ofType((await fetchPage('/products/bird-net')).body, 'Product')[0]).toMatchObject({ offers: { price: '1000.00' } });
    expect(ofType((await fetchPage('/products/bird-net')).body, 'Product')[0]).not.toHaveProperty('offers.priceValidUntil');
    expect(ofType((await fetchPage('/products/bird-net')).body, 'Product')[0]).not.toHaveProperty('offers.priceSpecification');
  });

  it('describes a product sold in several packs as a ProductGroup: each pack its own Product with its offer, shipping and returns', async () => {
    const db = t.database.db;
    await setShippingRule(db, { shippingFeePaise: 9900, freeShippingFromPaise: 99900 });
    const product = await createProduct(db, { slug: 'ss-bird-spikes', title: 'Stainless Steel Bird Spikes', pricePaise: 89900, images: ['/media/products/spikes-1.svg', '/media/products/spikes-2.svg'] });
    await createReview(db, product.id, { rating: 4 });
    const [first] = await variantsOf(db, product.id);
    await db.update(productVariants).set({ label: 'Pack of 10 (3 m)', sku: 'SPIKES-10' }).where(eq(productVariants.id, first!.id));
    await db
      .insert(productVariants)
      .values({ productId: product.id, label: 'Pack of 20 (6 m)', sku: 'SPIKES-20', gtin: '8901234567906', pricePaise: 164900, maxPricePaise: 219900, stock: 0, hsnCode: '7326', weightGrams: 1150, lengthCm: 35, breadthCm: 15, heightCm: 12, imagePosition: 2, position: 2 });
    const pageUrl = `${SITE}/products/ss-bird-spikes`;

    const html = (await fetchPage('/products/ss-bird-spikes')).body;
    expect(ofType(html, 'Product')).toEqual([]);
    const [group] = ofType(html, 'ProductGroup');
    expect(group).toMatchObject({
      productGroupID: String(product.id),
      name: 'Stainless Steel Bird Spikes',
      url: pageUrl,
      variesBy: 'https://schema.org/size',
      brand: { '@type': 'Brand', name: 'BirdShield India' },
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
    });
    const variants = await variantsOf(db, product.id);
    const shipping = await deliverySettings(db);
    const { windowDays } = await returnSettings(db);
    const transit = await demoTransitDays(t.config.pickupPincode);
    const offered = group!.hasVariant as JsonLd[];
    expect(offered.map((variant) => variant.sku)).toEqual(variants.map((variant) => variant.sku));
    expect(offered.map((variant) => variant.gtin)).toEqual([undefined, '8901234567906']);
    for (const [index, variant] of variants.entries()) {
      const fee = variant.pricePaise >= shipping.freeShippingFromPaise! ? 0 : shipping.shippingFeePaise;
      expect(offered[index], variant.sku).toEqual({
        '@type': 'Product',
        sku: variant.sku,
        // Only the pack whose barcode staff gave states one.
        ...(variant.gtin !== null && { gtin: variant.gtin }),
        name: `Stainless Steel Bird Spikes – ${variant.label}`,
        size: variant.label,
        image: `${SITE}/media/products/spikes-${variant.imagePosition ?? 1}.svg`,
        offers: {
          '@type': 'Offer',
          url: `${pageUrl}?variant=${variant.id}`,
          price: (variant.pricePaise / 100).toFixed(2),
          priceCurrency: 'INR',
          availability: variant.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@id': `${SITE}/#organization` },
          shippingDetails: {
            '@type': 'OfferShippingDetails',
            shippingRate: { '@type': 'MonetaryAmount', value: fee / 100, currency: 'INR' },
            shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
            deliveryTime: {
              '@type': 'ShippingDeliveryTime',
              // Handed to the courier the next working day, as the delivery estimate counts.
              handlingTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 1, unitCode: 'DAY' },
              transitTime: { '@type': 'QuantitativeValue', minValue: transit.min, maxValue: transit.max, unitCode: 'DAY' },
              businessDays: {
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `https://schema.org/${day}`),
              },
            },
          },
          hasMerchantReturnPolicy: returnsWithin(windowDays),
        },
      });
    }
    // The cheaper pack pays the fee, the dearer one ships free.
    expect(new Set(offered.map((variant) => (variant.offers as { shippingDetails: { shippingRate: { value: number } } }).shippingDetails.shippingRate.value))).toEqual(new Set([99, 0]));

    // The owner's settings are what the markup states: a longer window, then the product's category taken back only for the shop's fault.
    const policyOf = async () => {
      const [again] = ofType((await fetchPage('/products/ss-bird-spikes')).body, 'ProductGroup');
      return (again!.hasVariant as JsonLd[]).map((variant) => (variant.offers as { hasMerchantReturnPolicy: JsonLd }).hasMerchantReturnPolicy);
    };
    const saveReturns = (settings: object) =>
      db.insert(appSettings).values({ key: 'return_settings', value: JSON.stringify(settings) }).onConflictDoUpdate({ target: appSettings.key, set: { value: JSON.stringify(settings) } });
    await saveReturns({ windowDays: 10 });
    expect((await returnSettings(db)).windowDays).toBe(10);
    for (const policy of await policyOf()) expect(policy).toMatchObject({ returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow', merchantReturnDays: 10 });
    await saveReturns({ windowDays: 10, nonReturnableCategoryIds: [product.categoryId] });
    for (const policy of await policyOf()) {
      expect(policy).toEqual({
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'IN',
        returnPolicyCountry: 'IN',
        merchantReturnLink: `${SITE}/return-policy`,
        returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      });
    }
  });

  it('states the five newest published reviews once, on the product group, naming each reviewer only as the page does', async () => {
    const db = t.database.db;
    const product = await createProduct(db, { slug: 'bird-net-rolls' });
    await db.insert(productVariants).values({ productId: product.id, label: 'Roll of 30 m', sku: 'NET-30', pricePaise: 250000, maxPricePaise: 250000, stock: 5, hsnCode: '5608', weightGrams: 2000, lengthCm: 40, breadthCm: 20, heightCm: 20, position: 2 });
    const emails: string[] = [];
    for (const day of [1, 2, 3, 4, 5, 6]) {
      const reviewer = await createUser(db, { name: `Reviewer ${day}`, email: `reviewer-${day}@example.com` });
      emails.push(reviewer.email);
      await createReview(db, product.id, { userId: reviewer.id, rating: 1 + (day % 5), reviewText: `Review of day ${day}.`, createdAt: new Date(`2025-04-0${day}T10:00:00Z`) });
    }
    // Newer than all of them, but not published.
    await createReview(db, product.id, { status: 'pending', reviewText: 'Pending words.', createdAt: new Date('2025-04-09T10:00:00Z') });

    const html = (await fetchPage('/products/bird-net-rolls')).body;
    const [group] = ofType(html, 'ProductGroup');
    expect(group).toMatchObject({ aggregateRating: { reviewCount: 6 } });
    const stated = group!.review as JsonLd[];
    expect(stated.map((item) => item.reviewBody)).toEqual(['Review of day 6.', 'Review of day 5.', 'Review of day 4.', 'Review of day 3.', 'Review of day 2.']);
    const shown = (await t.app.inject({ method: 'GET', url: `/api/user/reviews/?product_id=${product.id}` })).json<{ user_name: string }[]>();
    expect(stated.map((item) => item.author)).toEqual(shown.slice(0, 5).map((review) => ({ '@type': 'Person', name: review.user_name })));
    expect(stated[0]).toMatchObject({ reviewRating: { ratingValue: 2, bestRating: 5, worstRating: 1 }, datePublished: '2025-04-06T10:00:00.000Z' });
    for (const variant of group!.hasVariant as JsonLd[]) expect(variant).not.toHaveProperty('review');
    for (const email of emails) expect(html).not.toContain(email);
    expect(html).not.toContain('Pending words.');
  });

  it('describes an article by its first heading, its text and its first picture, with BlogPosting JSON-LD', async () => {
    await createBlog(t.database.db, {
      slug: 'pigeons-off-balcony',
      contentHtml:
        '<h1>Keeping Pigeons <em>off</em> Your Balcony</h1><p>Pigeons love ledges &amp; railings.</p>' +
        '<img src="/media/blogs/balcony.svg" alt=""><p>' +
        'A net closes the balcony for good. '.repeat(10) +
        '</p><img src="/media/blogs/second.svg">',
      publishedAt: new Date('2025-02-01T09:30:00Z'),
    });
    const response = await fetchPage('/blogs/pigeons-off-balcony');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const url = `${SITE}/blogs/pigeons-off-balcony`;
    expect(titleOf(html)).toBe('Keeping Pigeons off Your Balcony | BirdShield India');
    const description = meta(html, 'name', 'description')!;
    expect(description.startsWith('Pigeons love ledges & railings. A net closes the balcony for good.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:image')).toBe(`${SITE}/media/blogs/balcony.svg`);
    expect(canonicalOf(html)).toBe(url);
    expect(ofType(html, 'BlogPosting')[0]).toMatchObject({
      headline: 'Keeping Pigeons off Your Balcony',
      url,
      image: [`${SITE}/media/blogs/balcony.svg`],
      datePublished: '2025-02-01T09:30:00.000Z',
      author: { '@type': 'Organization', name: 'BirdShield India' },
    });
    // Home › Blogs › the article, in that order, each at its absolute address.
    const breadcrumbs = ofType(html, 'BreadcrumbList');
    expect(breadcrumbs).toHaveLength(1);
    expect(breadcrumbs[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Blogs', item: `${SITE}/blogs` },
        { '@type': 'ListItem', position: 3, name: 'Keeping Pigeons off Your Balcony', item: url },
      ],
    });
  });

  it('describes a category by its URL name or its id, canonically by name', async () => {
    await createProduct(t.database.db, { categoryName: 'Bird Nets', images: ['/media/products/net.png'] });
    const nets = await createCategory(t.database.db, 'Bird Nets');
    for (const url of ['/category/Bird%20Nets', '/category/bird%20nets', `/category/${nets.id}`]) {
      const response = await fetchPage(url);
      expect(response.statusCode, url).toBe(200);
      expect(titleOf(response.body)).toBe('Bird Nets | BirdShield India');
      expect(meta(response.body, 'name', 'description')).toContain('1 product');
      expect(canonicalOf(response.body)).toBe(`${SITE}/category/Bird%20Nets`);
      expect(meta(response.body, 'property', 'og:image')).toBe(`${SITE}/media/products/net.png`);
      expect(ofType(response.body, 'BreadcrumbList')[0]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Products' }, { name: 'Bird Nets' }] });
    }
  });

  it('answers 404 with noindex, and still the storefront page, for a missing product, article or category', async () => {
    await createProduct(t.database.db, { slug: 'retired-net', isActive: false });
    for (const [url, title] of [
      ['/products/no-such-product', 'Product not found | BirdShield India'],
      ['/products/retired-net', 'Product not found | BirdShield India'],
      ['/products/99999999999', 'Product not found | BirdShield India'],
      ['/blogs/no-such-article', 'Article not found | BirdShield India'],
      ['/category/No%20Such%20Category', 'Category not found | BirdShield India'],
      // Paths the storefront has no route for at all.
      ['/no-such-page', 'Page not found | BirdShield India'],
      ['/loader', 'Page not found | BirdShield India'],
      ['/some/deep/route?x=1', 'Page not found | BirdShield India'],
      ['/products/spikes/extra', 'Page not found | BirdShield India'],
    ] as const) {
      const response = await fetchPage(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"></div>');
      expect(titleOf(response.body)).toBe(title);
      expect(meta(response.body, 'name', 'robots')).toBe('noindex');
      expect(canonicalOf(response.body)).toBeUndefined();
      expect(ofType(response.body, 'Product')).toEqual([]);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/products/no-such-product', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });

  it("leaves the back-office's /admin to its own app rather than calling it missing", async () => {
    for (const url of ['/admin', '/admin/orders/12']) {
      const response = await fetchPage(url);
      expect(response.statusCode, url).toBe(200);
      // The back-office's own page, which is never indexed, not the storefront's not-found page.
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(titleOf(response.body), url).not.toBe('Page not found | BirdShield India');
    }
  });

  it('escapes titles in attributes and JSON-LD, so no text can end an element', async () => {
    const title = 'Spikes </script><script>alert(1)</script> "quotes" & \'apostrophes\' <b>';
    await createProduct(t.database.db, { slug: 'tricky', title, shortDesc: '"><img src=x onerror=alert(2)>' });
    const html = (await fetchPage('/products/tricky')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // Only the build's module script and the JSON-LD scripts; nothing smuggled in.
    expect(html.match(/<script\b/g)).toHaveLength(1 + jsonLd(html).length);
    expect(titleOf(html)).toBe(`${title} | BirdShield India`);
    expect(meta(html, 'property', 'og:title')).toBe(`${title} | BirdShield India`);
    expect(meta(html, 'name', 'description')).toBe('"><img src=x onerror=alert(2)>');
    expect(ofType(html, 'Product')[0]).toMatchObject({ name: title, description: '"><img src=x onerror=alert(2)>' });
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('lists public pages, active products, categories and articles in sitemap.xml', async () => {
    const product = await createProduct(t.database.db, { slug: 'ss-bird-spikes', categoryName: 'Bird Spikes' });
    await createProduct(t.database.db, { slug: 'retired', isActive: false, categoryName: 'Nets & Mesh' });
    await createBlog(t.database.db, { slug: 'spikes-vs-nets' });
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `${SITE}/`,
      `${SITE}/about`,
      `${SITE}/blogs`,
      `${SITE}/contact`,
      `${SITE}/faqs`,
      `${SITE}/gallery`,
      `${SITE}/products`,
      `${SITE}/products/ss-bird-spikes`,
      `${SITE}/category/Bird%20Spikes`,
      `${SITE}/category/Nets%20%26%20Mesh`,
      `${SITE}/blogs/spikes-vs-nets`,
    ]);
    expect(xml).toContain(`<loc>${SITE}/products/ss-bird-spikes</loc><lastmod>${product.updatedAt.toISOString()}</lastmod>`);
    // A category without active products has no known last change.
    expect(xml).toContain(`<loc>${SITE}/category/Nets%20%26%20Mesh</loc></url>`);
  });

  it('lets crawlers in everywhere but the personal pages, the API and the back-office, and points them to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /account',
        'Disallow: /checkout',
        'Disallow: /orders',
        'Disallow: /order-detail',
        'Disallow: /wishlist',
        'Disallow: /my-reviews',
        'Disallow: /add-review',
        'Disallow: /cart',
        'Disallow: /confirm-order',
        'Disallow: /unsubscribe',
        'Disallow: /complaint',
        'Disallow: /request-quote',
        'Disallow: /quotes/',
        'Disallow: /book-survey',
        'Disallow: /signup',
        'Disallow: /api/',
        'Disallow: /storybook/',
        'Disallow: /admin',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('without page metadata or a storefront build', () => {
  it('still describes the shop, and serves robots.txt and sitemap.xml', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'shop-seo-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    const t = await startTestApp('pglite', { STOREFRONT_DIST: dist, SITE_URL: SITE });
    try {
      const html = (await t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } })).body;
      expect(titleOf(html)).toBe('BirdShield India');
      expect(meta(html, 'property', 'og:image')).toBe(`${SITE}/images/og-default.png`);
    } finally {
      await t.close();
      await rm(dist, { recursive: true, force: true });
    }
    const bare = await startTestApp('pglite', { SITE_URL: SITE });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
      expect((await bare.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain('<urlset');
    } finally {
      await bare.close();
    }
    // Two PGlite boots in one test: slow on a busy two-core machine.
  });
});
