/**
 * The shop's texts in Hindi (decisions 065 and 067): staff keep them beside the English; the shop answers a call asked
 * in Hindi with them, English where there is none and the list of those; a translation whose English changed since is
 * flagged until staff change it or check it; bad input is refused naming the field, and writes nothing. A product has
 * its own calls; categories, articles and policy pages share the generic ones, on the same engine.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureLegalPages, resolvePage } from '../src/content';
import { blogs, categories, galleryItems, legalPages, products, productVariants, saleProducts, sales, translations } from '../src/db/schema';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import {
  createBlog,
  createCategory,
  createGalleryItem,
  createPageMetadata,
  createProduct,
  createSiteDocuments,
  createSiteFaq,
  createSiteHome,
  resetDatabase,
  staffSessionFor,
  TEST_FAQ,
} from './support/fixtures';

type Method = 'GET' | 'PUT';

const HINDI = {
  title: 'स्टेनलेस स्टील पक्षी कांटे',
  short_desc: 'जंग-रहित कांटों की दस पट्टियाँ।',
  bullet_one: '3 मीटर किनारे के लिए',
};

describe.each(RULE_DRIVERS)('translations on %s', (driver) => {
  let t: TestApp;
  let token: string;
  let product: { id: number; slug: string; title: string };

  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    token = (await staffSessionFor(t.database.db, TEST_KEYS, { name: 'Meera Iyer' })).token;
    product = await createProduct(t.database.db, { title: 'Stainless Steel Bird Spikes' });
  });

  const call = (method: Method, url: string, body?: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const translation = () => `/api/admin/products/${product.id}/translations/hi/`;
  const save = (body: unknown) => call('PUT', translation(), body);
  const shopProduct = async (query = '') => (await call('GET', `/api/user/products/${product.slug}/${query}`, undefined, {})).json();

  it('answers a call in Hindi with the texts staff translated, English elsewhere, and names what is still English', async () => {
    // Asked before, and kept: the save moves the public data's version, so the kept answer is not sent again.
    expect((await shopProduct('?lang=hi')).title).toBe('Stainless Steel Bird Spikes');
    const saved = await save({ texts: { ...HINDI, long_desc: '   ' } });
    expect(saved.statusCode).toBe(200);
    await expectToMatchContract('saveAdminProductTranslation', 200, saved.json());
    expect(saved.json()).toMatchObject({ language: 'hi', texts: HINDI, stale_fields: [] });

    const hindi = await shopProduct('?lang=hi');
    await expectToMatchContract('getProduct', 200, hindi);
    expect(hindi).toMatchObject({ title: HINDI.title, short_desc: HINDI.short_desc, shortDesc: HINDI.short_desc, bullet_one: HINDI.bullet_one, bullet_two: 'Second highlight' });
    expect(hindi.untranslated_fields).toEqual(['long_desc', 'bullet_two', 'bullet_three', 'bullet_four', 'bullet_five']);

    // English, and older clients, see what they always saw.
    const english = await shopProduct();
    expect(english.title).toBe('Stainless Steel Bird Spikes');
    expect(english).not.toHaveProperty('untranslated_fields');
    expect((await shopProduct('?lang=en')).title).toBe('Stainless Steel Bird Spikes');

    // The listing, plain and paged, in Hindi too; each language's answer is kept apart.
    const list = await call('GET', '/api/user/products/?lang=hi', undefined, {});
    expect(list.json().find((each: { id: number }) => each.id === product.id).title).toBe(HINDI.title);
    const page = await call('GET', '/api/user/products/?limit=24&lang=hi', undefined, {});
    expect(page.json().items[0].title).toBe(HINDI.title);
    const englishPage = await call('GET', '/api/user/products/?limit=24', undefined, {});
    expect(englishPage.json().items[0].title).toBe('Stainless Steel Bird Spikes');
  });

  it('a product with no translation is all English in Hindi, every text named', async () => {
    const hindi = await shopProduct('?lang=hi');
    expect(hindi.title).toBe('Stainless Steel Bird Spikes');
    expect(hindi.untranslated_fields).toHaveLength(8);
    const empty = await call('GET', translation());
    await expectToMatchContract('getAdminProductTranslation', 200, empty.json());
    expect(empty.json()).toMatchObject({ texts: {}, stale_fields: [], updated_at: null, english: { title: 'Stainless Steel Bird Spikes' } });
  });

  it('flags a translation whose English changed, until staff change it or check it', async () => {
    await save({ texts: HINDI });
    await t.database.db.update(products).set({ title: 'Stainless Steel Bird Spikes – Pack of 10' }).where(eq(products.id, product.id));
    const flagged = (await call('GET', translation())).json();
    expect(flagged.stale_fields).toEqual(['title']);
    expect(flagged.english.title).toBe('Stainless Steel Bird Spikes – Pack of 10');

    // Saved as it was (another text edited), the title stays flagged; checked, it is not.
    expect((await save({ texts: { ...HINDI, bullet_two: 'जंग-रहित' } })).json().stale_fields).toEqual(['title']);
    expect((await save({ texts: { ...HINDI, bullet_two: 'जंग-रहित' }, checked_fields: ['title'] })).json().stale_fields).toEqual([]);

    await t.database.db.update(products).set({ shortDesc: 'Ten strips.' }).where(eq(products.id, product.id));
    expect((await call('GET', translation())).json().stale_fields).toEqual(['short_desc']);
    // Changed, it is translated from today's English.
    expect((await save({ texts: { ...HINDI, short_desc: 'दस पट्टियाँ।' } })).json().stale_fields).toEqual([]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const cases: [string, unknown, string][] = [
      [translation(), { texts: { title: 'क'.repeat(201) } }, 'texts.title'],
      [translation(), { texts: {}, checked_fields: ['price'] }, 'checked_fields'],
      [`/api/admin/products/${product.id}/translations/fr/`, { texts: HINDI }, 'language'],
    ];
    for (const [url, body, field] of cases) {
      const refused = await call('PUT', url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(field);
    }
    const french = await call('GET', `/api/user/products/${product.slug}/?lang=fr`, undefined, {});
    expect(french.statusCode).toBe(400);
    expect(JSON.stringify(french.json())).toContain('lang');

    expect((await call('PUT', `/api/admin/products/999999/translations/hi/`, { texts: HINDI })).statusCode).toBe(404);
    // Half a surrogate pair is kept as the replacement character, as a text column keeps it, not refused by jsonb.
    const broken = await save({ texts: { title: 'कबूतर \ud800' } });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().texts.title).toBe('कबूतर \ufffd');
    await t.database.db.delete(translations);
    expect((await call('PUT', translation(), { texts: HINDI }, {})).statusCode).toBe(401);
    expect(await t.database.db.select().from(translations)).toEqual([]);
  });

  const generic = (subject: string, key: string | number) => `/api/admin/translations/${subject}/${key}/hi/`;
  const shop = async (url: string) => (await call('GET', url, undefined, {})).json();

  it('names a category, an article and a policy page in Hindi, English where staff wrote none, and says so', async () => {
    const category = await createCategory(t.database.db, 'Bird Nets');
    const article = await createBlog(t.database.db, { contentHtml: '<h1>Pigeons off the balcony</h1><p>Humanely.</p>' });
    await ensureLegalPages(t.database.db);
    const englishCategories = await shop('/api/user/uploadCategory/?lang=hi');
    expect(englishCategories.find((each: { id: number }) => each.id === category.id)).toEqual({
      id: category.id,
      category_name: 'Bird Nets',
      display_name: 'Bird Nets',
      untranslated_fields: ['name'],
    });

    const savedCategory = await call('PUT', generic('category', category.id), { texts: { name: ' बर्ड नेट ' } });
    expect(savedCategory.statusCode).toBe(200);
    await expectToMatchContract('saveAdminTranslation', 200, savedCategory.json());
    expect(savedCategory.json()).toMatchObject({ subject: 'category', key: String(category.id), texts: { name: 'बर्ड नेट' }, english: { name: 'Bird Nets' } });
    expect(savedCategory.json().fields).toEqual([{ name: 'name', format: 'text', max_length: 200 }]);
    const hindiCategories = await shop('/api/user/uploadCategory/?lang=hi');
    await expectToMatchContract('listCategories', 200, hindiCategories);
    // The English name stays the category's key in addresses and filters.
    expect(hindiCategories.find((each: { id: number }) => each.id === category.id)).toEqual({
      id: category.id,
      category_name: 'Bird Nets',
      display_name: 'बर्ड नेट',
      untranslated_fields: [],
    });
    expect((await shop('/api/user/uploadCategory/')).find((each: { id: number }) => each.id === category.id)).toEqual({
      id: category.id,
      category_name: 'Bird Nets',
      display_name: 'Bird Nets',
    });

    // A pack's label, what a shopper chooses by; the product's only pack, unlabelled, has nothing to translate.
    const [pack] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    expect((await shopProduct('?lang=hi')).variants[0]).not.toHaveProperty('untranslated_fields');
    await t.database.db.update(productVariants).set({ label: 'Pack of 20 (6 m)' }).where(eq(productVariants.id, pack!.id));
    expect((await shopProduct('?lang=hi')).variants[0]).toMatchObject({ label: 'Pack of 20 (6 m)', untranslated_fields: ['label'] });
    expect((await call('PUT', generic('variant', pack!.id), { texts: { label: '20 का पैक (6 मीटर)' } })).statusCode).toBe(200);
    const translatedPack = await shopProduct('?lang=hi');
    await expectToMatchContract('getProduct', 200, translatedPack);
    expect(translatedPack.variants[0]).toMatchObject({ label: '20 का पैक (6 मीटर)', untranslated_fields: [] });
    expect((await shopProduct()).variants[0].label).toBe('Pack of 20 (6 m)');

    // An article's title is its translation's first heading; its HTML is cleaned as the English is.
    const hindiArticle = '<h1>बालकनी से कबूतर दूर</h1><p>बिना नुकसान पहुँचाए।</p><script>alert(1)</script>';
    expect((await call('PUT', generic('article', article.id), { texts: { content: hindiArticle } })).statusCode).toBe(200);
    const [inHindi] = await shop(`/api/user/blogs/?slug=${article.slug}&lang=hi`);
    await expectToMatchContract('listBlogs', 200, [inHindi]);
    expect(inHindi).toMatchObject({ slug: article.slug, title: 'बालकनी से कबूतर दूर', untranslated_fields: [] });
    expect(inHindi.content).toBe('<h1>बालकनी से कबूतर दूर</h1><p>बिना नुकसान पहुँचाए।</p>');
    expect((await shop(`/api/user/blogs/?slug=${article.slug}`))[0].title).toBe('Pigeons off the balcony');

    // A policy page with only its title translated: the body stays English, and is named so.
    expect((await call('PUT', generic('policy', 'terms'), { texts: { title: 'नियम और शर्तें' } })).statusCode).toBe(200);
    const terms = await shop('/api/user/legal/terms/?lang=hi');
    await expectToMatchContract('getLegalPage', 200, terms);
    const [englishTerms] = await t.database.db.select().from(legalPages).where(eq(legalPages.slug, 'terms'));
    expect(terms).toMatchObject({ title: 'नियम और शर्तें', untranslated_fields: ['content'] });
    expect(terms.content).toBe(englishTerms!.contentHtml);
  });

  it('flags a category translated from an earlier name, and forgets an article\'s Hindi with the article', async () => {
    const category = await createCategory(t.database.db, 'Bird Nets');
    await call('PUT', generic('category', category.id), { texts: { name: 'बर्ड नेट' } });
    await t.database.db.update(categories).set({ name: 'Bird Netting' }).where(eq(categories.id, category.id));
    const flagged = await call('GET', generic('category', category.id));
    await expectToMatchContract('getAdminTranslation', 200, flagged.json());
    expect(flagged.json()).toMatchObject({ stale_fields: ['name'], english: { name: 'Bird Netting' } });
    expect((await call('PUT', generic('category', category.id), { texts: { name: 'बर्ड नेट' }, checked_fields: ['name'] })).json().stale_fields).toEqual([]);

    const article = await createBlog(t.database.db);
    await call('PUT', generic('article', article.id), { texts: { content: '<h1>लेख</h1>' } });
    await t.database.db.delete(blogs).where(eq(blogs.id, article.id));
    expect(await t.database.db.select({ subject: translations.subject }).from(translations)).toEqual([{ subject: 'category' }]);
  });

  it('refuses a text the subject has not, one too long, an article without its heading and a subject not there', async () => {
    const category = await createCategory(t.database.db, 'Bird Nets');
    const article = await createBlog(t.database.db);
    const cases: [string, unknown, string, number][] = [
      [generic('category', category.id), { texts: { title: 'शीर्षक' } }, 'texts.title', 400],
      [generic('category', category.id), { texts: { name: 'क'.repeat(201) } }, 'texts.name', 400],
      [generic('category', category.id), { texts: {}, checked_fields: ['colour'] }, 'checked_fields', 400],
      [generic('article', article.id), { texts: { content: '<p>बिना शीर्षक</p>' } }, 'texts.content', 400],
      [generic('product', 1), { texts: {} }, 'subject', 400],
      [generic('category', 999999), { texts: { name: 'बर्ड नेट' } }, 'category_not_found', 404],
      [generic('policy', 'shipping'), { texts: { title: 'शिपिंग' } }, 'page_not_found', 404],
      [generic('article', 'no-such'), { texts: { content: '<h1>लेख</h1>' } }, 'blog_not_found', 404],
    ];
    for (const [url, body, named, status] of cases) {
      const refused = await call('PUT', url, body);
      expect(refused.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(JSON.stringify(refused.json())).toContain(named);
    }
    expect(await t.database.db.select().from(translations)).toEqual([]);
    expect((await call('GET', generic('category', category.id), undefined, {})).statusCode).toBe(401);
  });
  // The site's own content (decision 068): entries of site documents keyed by their ids, gallery photos and paths by theirs.
  it('shows the FAQ, the announcements and the home page in Hindi, English where staff wrote none, and says so', async () => {
    await createSiteFaq(t.database.db);
    await createSiteDocuments(t.database.db, ['Secure online payments available', 'Installation help on WhatsApp']);
    await createSiteHome(t.database.db);
    const englishFaq = await shop('/api/user/site/faq/?lang=hi');
    expect(englishFaq.topics[0]).toMatchObject({ title: 'About us', untranslated_fields: ['title'] });

    // The answer is written as plain text, its link, address and list as the English has them.
    const english = await call('GET', generic('faq_entry', 'where-to-buy'));
    await expectToMatchContract('getAdminTranslation', 200, english.json());
    expect(english.json().english.answer).toBe('Here; see our [returns](/return-policy) or write to <help@example.test>.\n\n1. One\n2. [Two](/contact)');
    const answer = 'यहीं; हमारी [वापसी नीति](/return-policy) देखें या <help@example.test> पर लिखें।\n\n1. एक\n2. [दो](/contact)';
    expect((await call('PUT', generic('faq_entry', 'where-to-buy'), { texts: { question: 'कहाँ से खरीदें?', answer } })).statusCode).toBe(200);
    expect((await call('PUT', generic('faq_topic', 'about-us'), { texts: { title: 'हमारे बारे में' } })).statusCode).toBe(200);
    const faq = await shop('/api/user/site/faq/?lang=hi');
    await expectToMatchContract('getSiteFaq', 200, faq);
    expect(faq.topics[0]).toMatchObject({ title: 'हमारे बारे में', untranslated_fields: [] });
    expect(faq.topics[0].entries[1]).toEqual({
      id: 'where-to-buy',
      question: 'कहाँ से खरीदें?',
      answer: [
        { runs: ['यहीं; हमारी ', { href: '/return-policy', text: 'वापसी नीति' }, ' देखें या ', { email: 'help@example.test' }, ' पर लिखें।'] },
        { list: ['एक', { runs: [{ href: '/contact', text: 'दो' }] }], ordered: true },
      ],
      on_home: false,
      untranslated_fields: [],
    });
    expect(faq.topics[0].entries[0]).toMatchObject({ question: 'Who are you?', untranslated_fields: ['question', 'answer'] });
    expect((await shop('/api/user/site/faq/')).topics[0]).not.toHaveProperty('untranslated_fields');

    // The shop's own lines are in Hindi; of staff's messages, the one translated is, and the other is named.
    expect((await call('PUT', generic('announcement', 'message-2'), { texts: { text: 'फ़िटिंग में मदद WhatsApp पर' } })).statusCode).toBe(200);
    const shell = await shop('/api/user/site/?lang=hi');
    await expectToMatchContract('getSiteShell', 200, shell);
    expect(shell).toMatchObject({ announcements: ['हर ऑर्डर पर मुफ़्त शिपिंग', 'Secure online payments available', 'फ़िटिंग में मदद WhatsApp पर'], untranslated_announcements: [1] });
    const englishShell = await shop('/api/user/site/');
    expect(englishShell.announcements).toEqual(['Free shipping on every order', 'Secure online payments available', 'Installation help on WhatsApp']);
    expect(englishShell).not.toHaveProperty('untranslated_announcements');

    // A banner's picture is described in Hindi too; a card keeps its category's English name, its key in addresses.
    expect((await call('PUT', generic('home_banner', 'banner-1'), { texts: { image_alt: 'छज्जे पर बर्ड स्पाइक्स', heading: 'छज्जों से कबूतर दूर रखें' } })).statusCode).toBe(200);
    expect((await call('PUT', generic('home_card', 'card-1'), { texts: { title: 'पक्षियों से बचाव', text: 'छज्जों के लिए स्पाइक्स।' } })).statusCode).toBe(200);
    const home = await shop('/api/user/site/home/?lang=hi');
    await expectToMatchContract('getSiteHome', 200, home);
    expect(home.banners[0]).toMatchObject({ id: 'banner-1', image_alt: 'छज्जे पर बर्ड स्पाइक्स', eyebrow: 'Bird spikes', heading: 'छज्जों से कबूतर दूर रखें', untranslated_fields: ['eyebrow', 'text'] });
    expect(home.categories[0]).toMatchObject({ title: 'पक्षियों से बचाव', category: 'Bird Spikes', untranslated_fields: [] });
    expect(home.categories[1].untranslated_fields).toEqual(['title', 'text']);
    expect((await shop('/api/user/site/home/')).banners[0].heading).toBe('Keep pigeons off your ledges');
  });

  it("shows a gallery photo's captions and a path's title and description in Hindi, in the page's head too", async () => {
    const photo = await createGalleryItem(t.database.db, { title: 'Window ledge, Mumbai' });
    const gallery = await createPageMetadata(t.database.db, { path: '/gallery', title: 'Installation Gallery | BirdShield India' });
    expect((await call('PUT', generic('gallery_item', photo.id), { texts: { image_title: 'खिड़की का छज्जा, मुंबई' } })).statusCode).toBe(200);
    const photos = await shop('/api/user/gallery/?lang=hi');
    await expectToMatchContract('listGallery', 200, photos);
    expect(photos[0]).toMatchObject({ image_title: 'खिड़की का छज्जा, मुंबई', image_description: 'Bird spikes on a balcony ledge.', untranslated_fields: ['image_description'] });
    expect((await shop('/api/user/gallery/'))[0]).not.toHaveProperty('untranslated_fields');

    const saved = await call('PUT', generic('page', gallery.id), { texts: { title: 'फ़िटिंग की गैलरी | BirdShield India', description: 'काम करते हमारे स्पाइक्स और नेट।' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().fields).toEqual([
      { name: 'title', format: 'text', max_length: 200 },
      { name: 'description', format: 'text', max_length: 300 },
    ]);
    const seo = await shop('/seo-json/seo.json?lang=hi');
    await expectToMatchContract('getSeoMetadata', 200, seo);
    expect(seo['/gallery']).toMatchObject({ title: 'फ़िटिंग की गैलरी | BirdShield India', description: 'काम करते हमारे स्पाइक्स और नेट।' });
    expect((await shop('/seo-json/seo.json'))['/gallery'].title).toBe('Installation Gallery | BirdShield India');
    const site = { siteUrl: 'https://shop.example.test', offerTerms: () => Promise.reject(new Error('not read for /gallery')) };
    const head = await resolvePage(t.database.db, '/gallery', { ...site, language: 'hi' });
    expect(head.status === 200 && head.head.title).toBe('फ़िटिंग की गैलरी | BirdShield India');
    const englishHead = await resolvePage(t.database.db, '/gallery', site);
    expect(englishHead.status === 200 && englishHead.head.title).toBe('Installation Gallery | BirdShield India');
  });

  it("names a sale in Hindi on a product on sale, in the bar and on the offers' list, and forgets it with the sale", async () => {
    const day = 24 * 60 * 60 * 1000;
    const [sale] = await t.database.db
      .insert(sales)
      .values({ name: 'Monsoon sale', percentOff: 10, startsAt: new Date(Date.now() - day), endsAt: new Date(Date.now() + day) })
      .returning();
    await t.database.db.insert(saleProducts).values({ saleId: sale!.id, productId: product.id });
    const saved = await call('PUT', generic('sale', sale!.id), { texts: { name: 'मानसून सेल' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fields: [{ name: 'name', format: 'text', max_length: 80 }], english: { name: 'Monsoon sale' } });

    const onSale = await shop(`/api/user/products/${product.slug}/?lang=hi`);
    await expectToMatchContract('getProduct', 200, onSale);
    expect(onSale.sale).toMatchObject({ id: sale!.id, name: 'मानसून सेल' });
    expect((await shop(`/api/user/products/${product.slug}/`)).sale.name).toBe('Monsoon sale');
    const site = await shop('/api/user/site/?lang=hi');
    await expectToMatchContract('getSiteShell', 200, site);
    expect(site.sales).toEqual([expect.objectContaining({ id: sale!.id, name: 'मानसून सेल' })]);
    expect(site.announcements[0]).toContain('मानसून सेल');
    expect((await shop('/api/user/site/')).sales[0].name).toBe('Monsoon sale');

    // Renamed, the Hindi is flagged for staff; deleted, it goes with the sale.
    await t.database.db.update(sales).set({ name: 'Monsoon savings' }).where(eq(sales.id, sale!.id));
    expect((await call('GET', generic('sale', sale!.id))).json()).toMatchObject({ stale_fields: ['name'] });
    expect((await call('GET', generic('sale', 999_999))).statusCode).toBe(404);
    await t.database.db.delete(sales).where(eq(sales.id, sale!.id));
    expect(await t.database.db.select().from(translations).where(eq(translations.subject, 'sale'))).toEqual([]);
  });

  it("flags an entry whose English staff changed, and forgets an entry's Hindi when its document is saved without it, a photo's with the photo", async () => {
    await createSiteFaq(t.database.db);
    await createSiteDocuments(t.database.db, ['First', 'Second']);
    const photo = await createGalleryItem(t.database.db);
    await call('PUT', generic('faq_entry', 'who-we-are'), { texts: { question: 'आप कौन हैं?' } });
    await call('PUT', generic('faq_entry', 'delivery-time'), { texts: { question: 'कितना समय?' } });
    await call('PUT', generic('announcement', 'message-1'), { texts: { text: 'पहला' } });
    await call('PUT', generic('announcement', 'message-2'), { texts: { text: 'दूसरा' } });
    await call('PUT', generic('gallery_item', photo.id), { texts: { image_title: 'छज्जा' } });

    // The FAQ saved with the first question reworded and the shipping topic gone.
    const [aboutUs] = TEST_FAQ.topics;
    const reworded = { ...aboutUs!, entries: aboutUs!.entries.map((entry) => (entry.id === 'who-we-are' ? { ...entry, question: 'Who are we?' } : entry)) };
    expect((await call('PUT', '/api/admin/site/faq/', { topics: [reworded], version: 1 })).statusCode).toBe(200);
    expect((await call('GET', generic('faq_entry', 'who-we-are'))).json()).toMatchObject({ stale_fields: ['question'], english: { question: 'Who are we?' } });
    expect((await call('GET', generic('faq_entry', 'delivery-time'))).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/site/announcements/', { messages: [{ id: 'message-2', text: 'Second' }], version: 1 })).statusCode).toBe(200);
    await t.database.db.delete(galleryItems).where(eq(galleryItems.id, photo.id));
    const kept = await t.database.db.select({ subject: translations.subject, key: translations.key }).from(translations);
    expect(kept.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { subject: 'announcement', key: 'message-2' },
      { subject: 'faq_entry', key: 'who-we-are' },
    ]);
  });

  it('refuses an answer whose link leaves the shop or whose number is not one, and an entry not there', async () => {
    await createSiteFaq(t.database.db);
    const cases: [string, unknown, string, number][] = [
      [generic('faq_entry', 'who-we-are'), { texts: { answer: 'देखें [यहाँ](//elsewhere.example)' } }, 'texts.answer', 400],
      [generic('faq_entry', 'who-we-are'), { texts: { answer: 'कॉल करें <tel:+1 2>' } }, 'texts.answer', 400],
      [generic('faq_entry', 'who-we-are'), { texts: { question: 'क'.repeat(301) } }, 'texts.question', 400],
      [generic('faq_entry', 'no-such-question'), { texts: { question: 'सवाल' } }, 'not_found', 404],
      [generic('announcement', 'message-1'), { texts: { text: 'सुरक्षित भुगतान' } }, 'not_found', 404],
      [generic('page', 'home'), { texts: { title: 'होम' } }, 'page_not_found', 404],
    ];
    for (const [url, body, named, status] of cases) {
      const refused = await call('PUT', url, body);
      expect(refused.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(JSON.stringify(refused.json())).toContain(named);
    }
    expect(await t.database.db.select().from(translations)).toEqual([]);
  });
});
