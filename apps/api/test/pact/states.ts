/**
 * Provider states of the storefront's pacts, as named fixtures with parameters. Each handler builds
 * its data with the fixtures of test/support on a database the verifier has just emptied, and returns
 * the ids (and session tokens) the consumer asked for with `fromProviderState`. States of one interaction
 * compose: each finds or creates the customer it names.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { coupons, messagingContacts, messagingNumberCodes, products, productVariants, saleProducts, sales, users } from '../../src/db/schema';
import {
  createAddress,
  createBlog,
  createCategory,
  createCustomer,
  createGalleryItem,
  createPageMetadata,
  createProduct,
  createReview,
  createSignupOtp,
  createSiteDocuments,
  createSiteFaq,
  createSiteSeller,
  createSiteHome,
  createWishlistEntry,
  sessionTokenFor,
  type ProductOverrides,
  TEST_FAQ,
  TEST_HOME,
  variantsOf,
} from '../support/fixtures';
import { openComplaint } from '../../src/complaints';
import { ensureLegalPages, translatedArticle, translatedGalleryItem, translatedPolicy } from '../../src/content';
import { translatedFaqEntry, translatedHomeBanner, translatedHomeCard, translatedPage } from '../../src/site';
import { translatedCategory, translatedProduct } from '../../src/catalog';
import { storeTranslation } from '../../src/translations';
import { inTransaction } from '../../src/db/transaction';
import { recordOptIn, withdrawByReply } from '../../src/messaging/consent';
import { hashNumberCode } from '../../src/messaging/number-proof';
import { offerUnsubscribeToken } from '../../src/messaging/offer-unsubscribe';
import { demoShipping } from '../../src/seed/demo';
import { setShippingRule } from '../../src/shipping/delivery-settings';
import { adminStateHandlers } from './admin-states';
import { quoteStates } from './quote-states';
import { bookingStates } from './booking-states';
import { param, type StateContext, type StateHandler } from './state-support';
import { deliverPactOrder, placeCodPactOrder, placePactOrder, refundPactOrder, signedDemoPayment } from './purchase-fixtures';

/**
 * The pacts pin one shape for the nullable images: a second picture, no third to fifth.
 * Every product a state creates has that shape.
 */
function createPactProduct(db: Database, overrides: ProductOverrides = {}) {
  return createProduct(db, {
    images: ['/media/products/test-product.svg', '/media/products/test-product-side.svg'],
    isBest: true,
    ...overrides,
  });
}

/** The customer with this address, created (with `password`) if the database has none yet. */
async function customer(db: Database, email: string, password?: string) {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return existing ?? createCustomer(db, { email, name: 'Asha Patel', contact: '9876543210', ...(password ? { password } : {}) });
}

/** The product with this slug, created in the pact's shape if missing. */
async function product(db: Database, slug: string) {
  const [existing] = await db.select().from(products).where(sql`${products.slug} = ${slug}`);
  return existing ?? createPactProduct(db, { slug });
}

/** Started an hour ago, ending in a week, by the provider's clock. */
function liveForAWeek() {
  const hour = 60 * 60 * 1000;
  return { startsAt: new Date(Date.now() - hour), endsAt: new Date(Date.now() + 7 * 24 * hour) };
}

export function stateHandlers(db: Database, context: StateContext): Record<string, StateHandler> {
  const signedIn = async (email: string, password?: string) => {
    const user = await customer(db, email, password);
    return { token: await sessionTokenFor(context.keys, user), userId: user.id };
  };

  return {
    // The back-office's states live beside its areas (admin-states/).
    ...adminStateHandlers(db, context),
    // Quotes' states serve both consumers (quote-states.ts).
    ...quoteStates(db, context),
    // Crews and site surveys, for the storefront's and the back-office's pacts alike.
    ...bookingStates(db, context),

    // Accounts. An empty database has no accounts and no codes.
    'no account exists for {email}': async () => undefined,

    'customer {email} exists': async (params) => {
      await customer(db, param(params, 'email'));
      return undefined;
    },

    'customer {email} exists with password {password}': async (params) => {
      await customer(db, param(params, 'email'), param(params, 'password'));
      return undefined;
    },

    'an OTP {otp} was sent to {email}': async (params) => {
      await createSignupOtp(db, context.keys, param(params, 'email').toLowerCase(), { code: param(params, 'otp') });
      return undefined;
    },

    'a verified OTP for {email}': async (params) => {
      await createSignupOtp(db, context.keys, param(params, 'email').toLowerCase(), { verified: true });
      return undefined;
    },

    'e-mail delivery is down': async () => {
      context.mail.down = true;
      return undefined;
    },

    // Returns `token` for the Authorization header and `userId` for paths.
    'customer {email} is signed in': async (params) => signedIn(param(params, 'email')),

    'customer {email} with password {password} is signed in': async (params) => signedIn(param(params, 'email'), param(params, 'password')),

    // WhatsApp and SMS. An empty database has no number and no choices: everything is off.
    // The boxes ticked at a cash-on-delivery checkout, through the checkout itself (recorded with `checkout`
    // as their source, the number saved); returns the order's id.
    'customer {email} chose WhatsApp for order updates at checkout, to {mobile}': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const { order } = await placeCodPactOrder(db, owner.id, (await createPactProduct(db)).id, 2, {
        mobile: param(params, 'mobile'),
        order_updates: ['whatsapp'],
      });
      return { orderId: order.id };
    },

    'customer {email} allowed offers by SMS, to {mobile}': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      await inTransaction(db, (tx) => recordOptIn(tx, owner.id, { mobile: param(params, 'mobile'), marketing: ['sms'] }, 'sign_up'));
      return { unsubscribeToken: offerUnsubscribeToken(context.keys.offerUnsubscribe, owner.id) };
    },

    // A STOP sent back on WhatsApp from the number, as the signed webhook acts on it: the number is suppressed
    // there and every account using it has WhatsApp withdrawn (`reply_stop`).
    'the number {mobile} replied STOP on WhatsApp': async (params) => {
      await inTransaction(db, (tx) => withdrawByReply(tx, param(params, 'mobile'), 'whatsapp'));
      return undefined;
    },

    // The code that proves the customer's saved number, sent by SMS and not yet typed back: stored as the
    // shop stores it, so the pact can type it.
    'customer {email} was sent the code {code} for their number': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const [contact] = await db.select().from(messagingContacts).where(eq(messagingContacts.userId, owner.id));
      if (!contact) throw new Error('The customer has no number saved');
      await db.insert(messagingNumberCodes).values({
        userId: owner.id,
        mobile: contact.mobile,
        channel: 'sms',
        codeHash: hashNumberCode(context.keys.numberCode, owner.id, contact.mobile, param(params, 'code')),
        expiresAt: new Date(Date.now() + 10 * 60 * 1000),
      });
      return undefined;
    },

    // Addresses.
    'customer {email} has an address': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const address = await createAddress(db, owner.id);
      return { addressId: address.id };
    },

    // A business checkout before: the account keeps the GSTIN and name the next checkout offers.
    'customer {email} saved GSTIN {gstin} for {businessName}': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      await db.update(users).set({ gstin: param(params, 'gstin'), businessName: param(params, 'businessName') }).where(eq(users.id, owner.id));
      return undefined;
    },

    'another customer has an address': async () => {
      const other = await createCustomer(db, { email: 'ravi.kumar@example.in', name: 'Ravi Kumar' });
      const address = await createAddress(db, other.id, { fullName: 'Ravi Kumar', city: 'Jaipur', state: 'Rajasthan', zipCode: '302001' });
      return { otherUserId: other.id, otherAddressId: address.id };
    },

    // Wishlist.
    'customer {email} has product {slug} on the wishlist': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const listed = await product(db, param(params, 'slug'));
      await createWishlistEntry(db, owner.id, listed.id);
      return { productId: listed.id };
    },

    // Orders and payments (the demo provider, as the provider app has no Razorpay keys).
    'product {slug} is in stock': async (params) => {
      const listed = await product(db, param(params, 'slug'));
      return { productId: listed.id };
    },

    'product {slug} is out of stock': async (params) => {
      const listed = await createPactProduct(db, { slug: param(params, 'slug'), stock: 0 });
      return { productId: listed.id };
    },

    // Returns the order's id, its provider order id and the product in it.
    'customer {email} has a pending order': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const ordered = await createPactProduct(db);
      const order = await placePactOrder(db, owner.id, ordered.id);
      return { orderId: order.id, razorpayOrderId: order.razorpay_order_id, productId: ordered.id };
    },

    // Also returns what the demo provider's Checkout would hand the browser for paying it, signed.
    'customer {email} has a pending order with a signed demo payment': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const order = await placePactOrder(db, owner.id, (await createPactProduct(db)).id);
      const signed = await signedDemoPayment(context.url, await sessionTokenFor(context.keys, owner), order.id);
      return {
        orderId: order.id,
        razorpayOrderId: order.razorpay_order_id,
        razorpayPaymentId: signed.razorpay_payment_id!,
        razorpaySignature: signed.razorpay_signature!,
      };
    },

    'customer {email} has a delivered order of product {slug}': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const ordered = await product(db, param(params, 'slug'));
      const order = await placePactOrder(db, owner.id, ordered.id);
      await deliverPactOrder(db, order);
      return { orderId: order.id, productId: ordered.id };
    },

    'customer {email} has an order with a credit note': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const order = await placePactOrder(db, owner.id, (await product(db, 'stainless-steel-bird-spikes')).id);
      return { orderId: order.id, ...(await refundPactOrder(db, order)) };
    },

    'another customer has an order with a credit note': async () => {
      const other = await createCustomer(db, { email: 'ravi.kumar@example.in', name: 'Ravi Kumar' });
      const order = await placePactOrder(db, other.id, (await createPactProduct(db)).id);
      const { creditNoteId } = await refundPactOrder(db, order);
      return { otherOrderId: order.id, otherCreditNoteId: creditNoteId };
    },

    'another customer has an order': async () => {
      const other = await createCustomer(db, { email: 'ravi.kumar@example.in', name: 'Ravi Kumar' });
      const order = await placePactOrder(db, other.id, (await createPactProduct(db)).id);
      return { otherOrderId: order.id };
    },

    'customer {email} has reviewed product {slug}': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const reviewed = await product(db, param(params, 'slug'));
      await createReview(db, reviewed.id, { userId: owner.id, rating: 4, status: 'pending', verifiedPurchase: false });
      return { productId: reviewed.id };
    },

    'customer {email} has a review the shop rejected': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const reviewed = await product(db, 'stainless-steel-bird-spikes');
      await createReview(db, reviewed.id, { userId: owner.id, rating: 2, status: 'rejected', verifiedPurchase: false, rejectionReason: 'It names another shop’s product.' });
      return { productId: reviewed.id };
    },

    'product {slug} has a published review the shop answered': async (params) => {
      const answered = await createPactProduct(db, { slug: param(params, 'slug') });
      await createReview(db, answered.id, { rating: 4, userName: 'Ravi Kumar', replyText: 'Thank you! Use our adhesive on glazed tiles.', repliedAt: new Date('2025-01-16T09:00:00Z') });
      return { productId: answered.id };
    },

    'products exist': async () => {
      const spikes = await createPactProduct(db, { slug: 'stainless-steel-bird-spikes', title: 'Stainless Steel Bird Spikes' });
      await createReview(db, spikes.id, { rating: 5 });
      await createReview(db, spikes.id, { rating: 4 });
      await createPactProduct(db, { slug: 'anti-bird-net', title: 'Anti Bird Net', categoryName: 'Bird Nets', material: 'Plastic', isBest: false });
      return undefined;
    },

    'product with title {title} exists': async (params) => {
      await createPactProduct(db, { title: param(params, 'title') });
      return undefined;
    },

    'product {slug} exists': async (params) => {
      const product = await createPactProduct(db, { slug: param(params, 'slug') });
      await createReview(db, product.id, { rating: 4 });
      return undefined;
    },

    // The consumer's `id` is only an example; the real one is whatever the database gave.
    'product with id {id} exists': async () => {
      const product = await createPactProduct(db);
      return { id: product.id };
    },

    'no product {slug}': async (params) => {
      // Other products exist; just not this one.
      const slug = param(params, 'slug');
      const other = await createPactProduct(db);
      if (other.slug === slug) throw new Error(`fixture product unexpectedly took the slug ${slug}`);
      return undefined;
    },

    'product {slug} has published reviews': async (params) => {
      const product = await createPactProduct(db, { slug: param(params, 'slug') });
      await createReview(db, product.id, { rating: 5, userName: 'Ravi Kumar' });
      await createReview(db, product.id, { rating: 4, userName: 'Meena Iyer' });
      return { productId: product.id };
    },

    'categories exist': async () => {
      for (const name of ['Bird Spikes', 'Bird Nets', 'Accessories', 'Monkey Spikes']) await createCategory(db, name);
      return undefined;
    },

    'gallery items exist': async () => {
      await createGalleryItem(db);
      await createGalleryItem(db);
      return undefined;
    },

    'blogs exist': async () => {
      await createBlog(db);
      await createBlog(db);
      return undefined;
    },

    // Returns the article's `blogId` (the back-office's pacts edit it).
    'blog {slug} exists': async (params) => {
      const blog = await createBlog(db, { slug: param(params, 'slug') });
      await createBlog(db);
      return { blogId: blog.id };
    },

    'the policy pages exist': async () => {
      await ensureLegalPages(db);
      return undefined;
    },

    // An install whose start-up has not written them yet (the verifier empties the database).
    'the policy pages are missing': async () => undefined,

    // The shop's Hindi, as staff keep it beside the English (decisions 065 and 067): some texts translated, the rest
    // left English, so the answers name both.
    'product {slug} has a Hindi title': async (params) => {
      const product = await createPactProduct(db, { slug: param(params, 'slug') });
      await createReview(db, product.id, { rating: 4 });
      await storeTranslation(db, translatedProduct, String(product.id), 'hi', { title: 'स्टेनलेस स्टील बर्ड स्पाइक्स' });
      return undefined;
    },

    'category {name} has a Hindi name': async (params) => {
      const category = await createCategory(db, param(params, 'name'));
      await storeTranslation(db, translatedCategory, String(category.id), 'hi', { name: 'बर्ड स्पाइक्स' });
      return undefined;
    },

    'blog {slug} is translated into Hindi': async (params) => {
      const blog = await createBlog(db, { slug: param(params, 'slug') });
      await storeTranslation(db, translatedArticle, String(blog.id), 'hi', { content: '<h1>बर्ड स्पाइक्स कैसे काम करते हैं</h1><p>कबूतर बैठ नहीं पाते।</p>' });
      return undefined;
    },

    'the terms have a Hindi title': async () => {
      await ensureLegalPages(db);
      await storeTranslation(db, translatedPolicy, 'terms', 'hi', { title: 'नियम और शर्तें' });
      return undefined;
    },

    // The site's own content in Hindi (decision 068). A pact matches every item of a list against one example: every
    // question and answer is translated (as plain paragraphs), no topic's title; every banner, card and photo wholly.
    "the FAQ's questions and answers are in Hindi": async () => {
      await createSiteFaq(db);
      for (const entry of TEST_FAQ.topics.flatMap((topic) => topic.entries)) {
        await storeTranslation(db, translatedFaqEntry, entry.id, 'hi', { question: 'आप कौन हैं?', answer: 'बिना नुकसान पहुँचाए पक्षियों और बंदरों को दूर रखने वाले प्रोडक्ट्स की दुकान।' });
      }
      return undefined;
    },

    "the home page's banners and cards are in Hindi": async () => {
      await createSiteHome(db);
      for (const banner of TEST_HOME.banners) {
        await storeTranslation(db, translatedHomeBanner, banner.id, 'hi', {
          image_alt: 'छज्जे पर बर्ड स्पाइक्स',
          eyebrow: 'बर्ड स्पाइक्स',
          heading: 'छज्जों से कबूतर दूर रखें',
          text: 'ऐसे स्पाइक्स जिन पर पक्षी उतर नहीं पाते।',
        });
      }
      for (const card of TEST_HOME.categories) await storeTranslation(db, translatedHomeCard, card.id, 'hi', { title: 'पक्षियों से बचाव', text: 'छज्जों के लिए स्पाइक्स।' });
      return undefined;
    },

    "the gallery's captions are in Hindi": async () => {
      for (const photo of [await createGalleryItem(db), await createGalleryItem(db)]) {
        await storeTranslation(db, translatedGalleryItem, String(photo.id), 'hi', { image_title: 'खिड़की का छज्जा, मुंबई', image_description: 'छज्जे पर बर्ड स्पाइक्स।' });
      }
      return undefined;
    },

    'the home page has its title and description in Hindi': async () => {
      const home = await createPageMetadata(db, { path: '/' });
      await storeTranslation(db, translatedPage, String(home.id), 'hi', { title: 'बर्ड स्पाइक्स और बर्ड नेट ऑनलाइन | BirdShield India', description: 'बिना नुकसान पहुँचाए पक्षियों से बचाव।' });
      return undefined;
    },

    // An empty database has no contact messages, so no rate limit has been reached.
    'the shop accepts contact messages': async () => undefined,

    // With the demo's shipping rule, so the shell promises free shipping from a threshold.
    // 20% off, started an hour ago and ending in a week by the provider's clock. Creates the product if missing.
    'product {slug} is in the live sale {name}': async (params) => {
      const slug = param(params, 'slug');
      const [existing] = await db.select().from(products).where(eq(products.slug, slug));
      const product = existing ?? (await createPactProduct(db, { slug, title: 'Stainless Steel Bird Spikes', pricePaise: 129900, maxPricePaise: 199900 }));
      const hour = 60 * 60 * 1000;
      const [sale] = await db
        .insert(sales)
        .values({ name: param(params, 'name'), percentOff: 20, startsAt: new Date(Date.now() - hour), endsAt: new Date(Date.now() + 7 * 24 * hour) })
        .returning();
      await db.insert(saleProducts).values({ saleId: sale!.id, productId: product.id });
      return undefined;
    },

    // The product (created in the pact's shape if missing) sold as "Pack of 10 (3 m)", its first variant, and
    // "Pack of 20 (6 m)" at ₹2,199 (M.R.P. ₹2,999) showing its second photo, both in stock. Returns `productId`,
    // `defaultVariantId` and `variantId` (the pack of 20).
    'product {slug} comes in packs of 10 and 20': async (params) => {
      const listed = await product(db, param(params, 'slug'));
      const [first] = await variantsOf(db, listed.id);
      await db.update(productVariants).set({ label: 'Pack of 10 (3 m)' }).where(eq(productVariants.id, first!.id));
      const [packOf20] = await db
        .insert(productVariants)
        .values({
          productId: listed.id,
          label: 'Pack of 20 (6 m)',
          sku: `${first!.sku}-20`,
          pricePaise: 219900,
          maxPricePaise: 299900,
          stock: 40,
          hsnCode: first!.hsnCode,
          weightGrams: 1100,
          lengthCm: first!.lengthCm,
          breadthCm: first!.breadthCm,
          heightCm: first!.heightCm * 2,
          imagePosition: 2,
          position: 2,
        })
        .returning();
      return { productId: listed.id, defaultVariantId: first!.id, variantId: packOf20!.id };
    },

    // Its default pack 10 % off from {quantity} packs on one line.
    'product {slug} costs 10 percent less per pack from {quantity} packs': async (params) => {
      const listed = await product(db, param(params, 'slug'));
      const [first] = await variantsOf(db, listed.id);
      await db
        .update(productVariants)
        .set({ priceTiers: [{ minQuantity: Number(param(params, 'quantity')), percentOff: 10, unitPricePaise: null }] })
        .where(eq(productVariants.id, first!.id));
      return { productId: listed.id, variantId: first!.id };
    },

    // Coupons. Every product, no minimum order or limit, started an hour ago and ending in a week by the provider's clock.
    'coupon {code} gives {percent} percent off': async (params) => {
      const [coupon] = await db
        .insert(coupons)
        .values({ code: param(params, 'code'), percentOff: Number(param(params, 'percent')), ...liveForAWeek() })
        .returning();
      return { couponId: coupon!.id };
    },

    // 5% off, once per customer, used on an order the customer placed (unpaid, so it counts).
    'customer {email} has used coupon {code} as often as it allows': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const code = param(params, 'code');
      await db.insert(coupons).values({ code, percentOff: 5, perCustomerLimit: 1, ...liveForAWeek() });
      const order = await placePactOrder(db, owner.id, (await createPactProduct(db)).id, 2, code);
      return { orderId: order.id };
    },

    'the shop shows its seller details': async () => {
      await createSiteSeller(db);
      return undefined;
    },

    // A complaint about a paid-for order, filed by order number. Returns `complaintToken` (its status page's secret),
    // `complaintId`, `complaintVersion` and `orderId`.
    'customer {email} filed a complaint about an order': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const order = await placePactOrder(db, owner.id, (await createPactProduct(db)).id);
      const now = new Date();
      const opened = await inTransaction(db, (tx) =>
        openComplaint(tx, { userId: owner.id, orderId: order.id, contactMessageId: null, name: owner.name, email: owner.email, text: 'Two spikes in the pack were bent.', receivedAt: now }, now, { linkKey: context.keys.complaintLinks, siteUrl: context.url }),
      );
      return { complaintToken: opened.token, complaintId: opened.id, complaintVersion: 1, orderId: order.id };
    },

    'the shop has contact details and announcements': async () => {
      await createSiteDocuments(db);
      await setShippingRule(db, demoShipping);
      return undefined;
    },

    // Answers of plain paragraphs only: a pact matches every item of a list against one example.
    'the shop has questions and answers': async () => {
      await createSiteFaq(db, {
        topics: TEST_FAQ.topics.map((topic) => ({ ...topic, entries: topic.entries.map((entry) => ({ ...entry, answer: [`The answer to ${entry.question}`] })) })),
      });
      return undefined;
    },

    // The cards' categories and one more (Accessories), for a card to move to.
    'the shop has home page content': async () => {
      await createSiteHome(db);
      await createCategory(db, 'Accessories');
      return undefined;
    },

    'page metadata exists': async () => {
      await createPageMetadata(db, { path: '/' });
      await createPageMetadata(db, { path: '/products', title: 'Products | BirdShield India' });
      return undefined;
    },
  };
}
