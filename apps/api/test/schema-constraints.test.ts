/** The database itself refuses what the domain forbids, whichever code path writes. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses, categories, orderItems, orders, pageMetadata, products, reviews, users } from '../src/db/schema';
import { createProduct, createReview, createUser, resetDatabase, variantsOf } from './support/fixtures';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/databases';

describe.each(DRIVERS)('schema constraints on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetDatabase(database.db);
  });

  /** Attempts the write and returns the name of the constraint that refused it. */
  async function violation(write: () => Promise<unknown>): Promise<string> {
    try {
      await write();
    } catch (error) {
      const cause = (error as { cause?: { constraint?: string; constraint_name?: string; message?: string } }).cause;
      return cause?.constraint ?? cause?.constraint_name ?? cause?.message ?? String(error);
    }
    throw new Error('the write was accepted');
  }

  it('keeps e-mail addresses unique however they are capitalised', async () => {
    await createUser(database.db, { email: 'Asha@Example.com' });
    expect(await violation(() => createUser(database.db, { email: 'asha@example.COM' }))).toBe('users_email_lower_key');
  });

  it('keeps category names unique however they are capitalised', async () => {
    await database.db.insert(categories).values({ name: 'Bird Nets' });
    expect(await violation(() => database.db.insert(categories).values({ name: 'bird nets' }))).toBe('categories_name_lower_key');
  });

  it('refuses impossible products', async () => {
    expect(await violation(() => createProduct(database.db, { pricePaise: 0, maxPricePaise: 0 }))).toBe('products_price_positive');
    expect(await violation(() => createProduct(database.db, { pricePaise: 5000, maxPricePaise: 4000 }))).toBe('products_max_price_not_below_price');
    expect(await violation(() => createProduct(database.db, { material: 'Wood' as never }))).toBe('products_material_known');
    expect(await violation(() => createProduct(database.db, { stock: -1 }))).toBe('products_stock_not_negative');
    expect(await violation(() => createProduct(database.db, { slug: 'Not A Slug' }))).toBe('products_slug_shape');
    expect(await violation(() => createProduct(database.db, { title: '   ' }))).toBe('products_title_filled');
    await createProduct(database.db, { slug: 'taken' });
    expect(await violation(() => createProduct(database.db, { slug: 'taken' }))).toBe('products_slug_key');
  });

  it('refuses out-of-range ratings, unknown statuses and a second review of one product by one customer', async () => {
    const product = await createProduct(database.db);
    const user = await createUser(database.db);
    expect(await violation(() => createReview(database.db, product.id, { rating: 6 }))).toBe('reviews_rating_range');
    expect(await violation(() => createReview(database.db, product.id, { rating: 0 }))).toBe('reviews_rating_range');
    expect(await violation(() => createReview(database.db, product.id, { status: 'hidden' as never }))).toBe('reviews_status_known');
    await createReview(database.db, product.id, { userId: user.id });
    expect(await violation(() => createReview(database.db, product.id, { userId: user.id }))).toBe('reviews_user_product_key');
  });

  it('requires Indian PIN codes on addresses', async () => {
    const user = await createUser(database.db);
    const address = { userId: user.id, fullName: 'Asha Rao', phone: '9876543210', address: '12 MG Road', city: 'Pune', state: 'Maharashtra' };
    await database.db.insert(addresses).values({ ...address, zipCode: '411001' });
    expect(await violation(() => database.db.insert(addresses).values({ ...address, zipCode: '011001' }))).toBe('addresses_zip_code_pincode');
  });

  it('keeps order money consistent and statuses known, and protects ordered products from deletion', async () => {
    const user = await createUser(database.db);
    const product = await createProduct(database.db);
    const shipping = {
      userId: user.id,
      shipFullName: 'Asha Rao',
      shipPhone: '9876543210',
      shipAddress: '12 MG Road',
      shipCity: 'Pune',
      shipState: 'Maharashtra',
      shipZipCode: '411001',
    };
    expect(await violation(() => database.db.insert(orders).values({ ...shipping, subtotalPaise: 1000, totalPaise: 999 }))).toBe('orders_total_adds_up');
    expect(
      await violation(() => database.db.insert(orders).values({ ...shipping, subtotalPaise: 1000, totalPaise: 1000, deliveryStatus: 'lost' as never })),
    ).toBe('orders_delivery_status_known');
    expect(
      await violation(() => database.db.insert(orders).values({ ...shipping, subtotalPaise: 1000, totalPaise: 1000, paymentStatus: 'maybe' as never })),
    ).toBe('orders_payment_status_known');

    const [order] = await database.db.insert(orders).values({ ...shipping, subtotalPaise: 259800, totalPaise: 259800 }).returning();
    const [variant] = await variantsOf(database.db, product.id);
    const item = { orderId: order!.id, productId: product.id, variantId: variant!.id, productName: product.title, unitPricePaise: 129900, hsnCode: '7326', gstRatePercent: 18 };
    expect(await violation(() => database.db.insert(orderItems).values({ ...item, quantity: 2, lineTotalPaise: 100 }))).toBe('order_items_line_total_adds_up');
    // An accepted quotation's line: its total is the quoted rate's taxable value plus GST rounded half up (7 × ₹333.33 + ₹419.9958 → ₹420.00).
    expect(await violation(() => database.db.insert(orderItems).values({ ...item, quantity: 7, quotedRatePaise: 33333, lineTotalPaise: 275330 }))).toBe('order_items_line_total_adds_up');
    expect(await violation(() => database.db.insert(orderItems).values({ ...item, productId: null, variantId: null, quantity: 1, lineTotalPaise: 129900 }))).toBe('order_items_service_is_quoted');
    expect(await violation(() => database.db.insert(orderItems).values({ ...item, quantity: 2, lineTotalPaise: 259800, hsnCode: '73.26' }))).toBe('order_items_hsn_code_shape');
    expect(await violation(() => database.db.insert(orderItems).values({ ...item, quantity: 2, lineTotalPaise: 259800, gstRatePercent: -5 }))).toBe('order_items_gst_rate_range');
    expect(await violation(() => database.db.insert(orderItems).values({ ...item, quantity: 0, lineTotalPaise: 0 }))).toBe('order_items_quantity_positive');
    await database.db.insert(orderItems).values({ ...item, quantity: 2, lineTotalPaise: 259800 });
    expect(await violation(() => database.db.delete(products))).toBe('order_items_product_id_products_id_fk');
    expect(await violation(() => database.db.delete(users))).toBe('orders_user_id_users_id_fk');
  });

  it('deletes a customer’s reviews with the customer', async () => {
    const product = await createProduct(database.db);
    const review = await createReview(database.db, product.id);
    await database.db.delete(users);
    expect(await database.db.select().from(reviews)).toEqual([]);
    expect(review.id).toBeGreaterThan(0);
  });

  it('requires page metadata paths to be absolute', async () => {
    const page = { title: 'Gallery', description: 'Photos', ogImage: '/media/og.svg' };
    expect(await violation(() => database.db.insert(pageMetadata).values({ ...page, path: 'gallery' }))).toBe('page_metadata_path_absolute');
  });
});
