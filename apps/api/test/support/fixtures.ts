/**
 * Building blocks for tests and Pact provider states: each creates one realistic record (and whatever
 * it depends on) with sensible defaults, and returns the stored row so callers can use its id.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { AccountKeys } from '../../src/accounts/keys';
import { OTP } from '../../src/accounts/limits';
import { hashOtp } from '../../src/accounts/otp-code';
import { hashPassword } from '../../src/accounts/password-hash';
import { issueSessionToken } from '../../src/accounts/session-token';
import { articleColumns } from '../../src/content/stored-articles';
import type { Database } from '../../src/db/database';
import { rowsOf } from '../../src/db/rows';
import * as schema from '../../src/db/schema';
import { addresses, blogs, categories, emailOtps, galleryItems, pageMetadata, productImages, products, productVariants, reviews, services, siteDocuments, users, wishlistEntries } from '../../src/db/schema';
import { insertProducts } from '../../src/catalog/variants';
import { UNUSABLE_PASSWORD_HASH } from '../../src/seed/insert-demo-data';
import { startStaffSession } from '../../src/staff/sessions';

type Row<T extends PgTable> = T['$inferSelect'];
type Insert<T extends PgTable> = T['$inferInsert'];

/** A short random tag, so fixtures never collide even in a shared database. */
const tag = () => randomUUID().slice(0, 8);

/**
 * Empties every table of the shop (the migrations' own bookkeeping is kept) and restarts ids at 1.
 * DELETE, referencing tables first, rather than TRUNCATE: a test's few rows go in milliseconds, where
 * TRUNCATE gives each of the shop's tables new files (over a second on PostgreSQL, before every test).
 * One block the server runs, deleting only from tables that hold rows and restarting only sequences that were
 * used: a statement per table and sequence (118 of them) took 60-90 ms a reset on either database, round trips and
 * restarts of unused sequences, before each of the pacts' 382 interactions on each database; the block empties an
 * emptied database in 5 ms on PostgreSQL and 15 on PGlite.
 */
export async function resetDatabase(db: Database): Promise<void> {
  const block = await (resetBlocks.get(db) ?? resetBlocks.set(db, emptyingBlock(db)).get(db)!);
  await db.execute(sql.raw(block));
}

const resetBlocks = new WeakMap<Database, Promise<string>>();

async function emptyingBlock(db: Database): Promise<string> {
  const tables = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select conrelid::regclass::text as child, confrelid::regclass::text as parent
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace and conrelid <> confrelid`),
  );
  const sequences = rowsOf<{ name: string }>(await db.execute(sql`select sequencename as name from pg_sequences where schemaname = 'public'`));
  const statements = [
    ...childrenFirst(tables, references).map((table) => `if exists (select from "${table}") then delete from "${table}"; end if;`),
    ...sequences.map(({ name }) => `if (select is_called from "${name}") then alter sequence "${name}" restart; end if;`),
  ];
  return `do $reset$ begin ${statements.join(' ')} end $reset$`;
}

/** The tables ordered so that every table comes before the tables it references. */
function childrenFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { child } of references.filter((reference) => reference.parent === table)) visit(child, path);
    path.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

export async function createUser(db: Database, overrides: Partial<Insert<typeof users>> = {}): Promise<Row<typeof users>> {
  const t = tag();
  const [row] = await db
    .insert(users)
    .values({ name: `Test Customer ${t}`, email: `customer-${t}@example.com`, passwordHash: UNUSABLE_PASSWORD_HASH, ...overrides })
    .returning();
  return row!;
}

export interface CustomerOverrides extends Partial<Omit<Insert<typeof users>, 'passwordHash'>> {
  /** The password the customer signs in with. */
  password?: string;
}

/** A customer who can sign in (unlike createUser's, whose password hash is unusable). */
export async function createCustomer(db: Database, overrides: CustomerOverrides = {}): Promise<Row<typeof users>> {
  const { password = 'pigeons-go-away', ...columns } = overrides;
  return createUser(db, { ...columns, passwordHash: await passwordHashOf(password) });
}

const passwordHashes = new Map<string, Promise<string>>();

/**
 * A real scrypt hash of the password, made once per test process: scrypt is slow on purpose, and test
 * accounts sharing a password may share its hash (signing in still verifies it at full cost).
 */
function passwordHashOf(password: string): Promise<string> {
  return passwordHashes.get(password) ?? passwordHashes.set(password, hashPassword(password)).get(password)!;
}

/** A session token for the customer, as login would issue it. */
export async function sessionTokenFor(keys: AccountKeys, user: Pick<Row<typeof users>, 'id' | 'sessionVersion'>): Promise<string> {
  return issueSessionToken(keys.session, user);
}

/** A staff member who can sign in to the back-office: an owner unless `staffRole` says otherwise. */
export async function createStaff(db: Database, overrides: CustomerOverrides = {}): Promise<Row<typeof users>> {
  const t = tag();
  return createCustomer(db, { name: `Staff Member ${t}`, email: `staff-${t}@example.com`, staffRole: 'owner', ...overrides });
}

/** The site survey's price, which is the fee a survey is paid with (decision 058); the survey service made if missing. */
export async function setSurveyFee(db: Database, feePaise: number): Promise<void> {
  const updated = await db.update(services).set({ pricePaise: feePaise }).where(eq(services.kind, 'survey')).returning({ id: services.id });
  if (updated.length === 0) await db.insert(services).values({ name: 'Site survey', kind: 'survey', unit: 'visit', pricePaise: feePaise, sacCode: '998399', gstRatePercent: 18 });
}

/** A staff member with a live back-office session, as the sign-in with the mailed code would start it. */
export async function staffSessionFor(db: Database, keys: AccountKeys, overrides: CustomerOverrides = {}): Promise<{ user: Row<typeof users>; token: string }> {
  const user = await createStaff(db, overrides);
  const { token } = await startStaffSession(db, keys, user.id);
  return { user, token };
}

export interface OtpOverrides {
  /** The six digits; random-looking default. */
  code?: string;
  /** Already verified (now), so the address may register. */
  verified?: boolean;
}

/** A sign-up code for the address, as sendOtp would store it (without its mail). */
export async function createSignupOtp(db: Database, keys: AccountKeys, email: string, overrides: OtpOverrides = {}): Promise<Row<typeof emailOtps>> {
  const code = overrides.code ?? '482913';
  const [row] = await db
    .insert(emailOtps)
    .values({
      email,
      purpose: 'register',
      codeHash: hashOtp(keys.otp, email, 'register', code),
      expiresAt: sql`now() + make_interval(secs => ${OTP.validSeconds})`,
      verifiedAt: overrides.verified ? sql`now()` : null,
    })
    .returning();
  return row!;
}

export async function createAddress(db: Database, userId: number, overrides: Partial<Insert<typeof addresses>> = {}): Promise<Row<typeof addresses>> {
  const [row] = await db
    .insert(addresses)
    .values({
      fullName: 'Asha Patel',
      phone: '9876543210',
      address: '12, Lake View Apartments, MG Road',
      addressLine2: null,
      city: 'Pune',
      state: 'Maharashtra',
      zipCode: '411001',
      ...overrides,
      userId,
    })
    .returning();
  return row!;
}

export async function createWishlistEntry(db: Database, userId: number, productId: number): Promise<Row<typeof wishlistEntries>> {
  const [row] = await db.insert(wishlistEntries).values({ userId, productId }).returning();
  return row!;
}

/** Finds the category by name, creating it if needed. */
export async function createCategory(db: Database, name = 'Bird Spikes'): Promise<Row<typeof categories>> {
  await db.insert(categories).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`);
  return row!;
}

export interface ProductOverrides extends Partial<Omit<Insert<typeof products>, 'categoryId'>> {
  /** The category by name (created if missing); defaults to "Bird Spikes". */
  categoryName?: string;
  /** Photo URLs in display order (alt text from the title); one test picture by default. */
  images?: string[];
}

export async function createProduct(db: Database, overrides: ProductOverrides = {}): Promise<Row<typeof products>> {
  const { categoryName = 'Bird Spikes', images = ['/media/products/test-product.webp'], ...columns } = overrides;
  const category = await createCategory(db, categoryName);
  const t = tag();
  const [row] = await insertProducts(db, [{
      slug: `test-product-${t}`,
      title: `Test Product ${t}`,
      shortDesc: 'A short description of the test product.',
      longDesc: 'A longer description of the test product, for the product page.',
      pricePaise: 129900,
      maxPricePaise: 199900,
      categoryId: category.id,
      material: 'Stainless Steel',
      hsnCode: '7326',
      gstRatePercent: 18,
      weightGrams: 600,
      lengthCm: 35,
      breadthCm: 12,
      heightCm: 8,
      bulletOne: 'First highlight',
      bulletTwo: 'Second highlight',
      bulletThree: 'Third highlight',
      bulletFour: 'Fourth highlight',
      bulletFive: 'Fifth highlight',
      keywords: 'test, product',
      stock: 25,
      ...columns,
    },
  ]);
  if (images.length > 0) {
    await db.insert(productImages).values(images.map((url, index) => ({ productId: row!.id, position: index + 1, url, alt: `${row!.title}, photo ${index + 1}` })));
  }
  return row!;
}

/** A product's variants, its default first (by position). */
export async function variantsOf(db: Database, productId: number): Promise<Row<typeof productVariants>[]> {
  return db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.position), asc(productVariants.id));
}

export interface ReviewOverrides extends Partial<Insert<typeof reviews>> {
  /** The reviewer's name when no userId is given (a new customer is created). */
  userName?: string;
}

/** A review of the given product; published and verified unless told otherwise. */
export async function createReview(db: Database, productId: number, overrides: ReviewOverrides = {}): Promise<Row<typeof reviews>> {
  const { userName, ...columns } = overrides;
  const userId = columns.userId ?? (await createUser(db, userName === undefined ? {} : { name: userName })).id;
  const [row] = await db
    .insert(reviews)
    .values({
      rating: 5,
      reviewText: 'Works as described; the pigeons have moved on.',
      status: 'published',
      verifiedPurchase: true,
      ...columns,
      productId,
      userId,
    })
    .returning();
  return row!;
}

export async function createBlog(db: Database, overrides: Partial<Insert<typeof blogs>> = {}): Promise<Row<typeof blogs>> {
  const t = tag();
  // Written the way the API writes an article: cleaned, titled by its first h1.
  const article = articleColumns(overrides.contentHtml ?? `<h1>Test Article ${t}</h1><p>Keeping birds off ledges, humanely.</p>`);
  const [row] = await db
    .insert(blogs)
    .values({
      slug: `test-article-${t}`,
      publishedAt: new Date('2025-01-15T10:00:00Z'),
      ...overrides,
      ...article,
    })
    .returning();
  return row!;
}

export async function createGalleryItem(db: Database, overrides: Partial<Insert<typeof galleryItems>> = {}): Promise<Row<typeof galleryItems>> {
  const t = tag();
  const [row] = await db
    .insert(galleryItems)
    .values({ image: `/media/gallery/test-${t}.svg`, title: `Installation ${t}`, description: 'Bird spikes on a balcony ledge.', ...overrides })
    .returning();
  return row!;
}

export async function createPageMetadata(db: Database, overrides: Partial<Insert<typeof pageMetadata>> = {}): Promise<Row<typeof pageMetadata>> {
  const [row] = await db
    .insert(pageMetadata)
    .values({
      path: '/',
      title: 'BirdShield India',
      description: 'Humane bird and monkey repellents.',
      ogImage: '/media/og/home.svg',
      twitterCard: 'summary_large_image',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Example contact details as the back-office saves them (without the version). */
export const TEST_CONTACT = {
  phones: ['+91 98765 43210', '+91 98765 43211'],
  whatsapp: '+91 98765 43210',
  email: 'support@shop.example.test',
  address: { name: 'BirdShield India', street: 'Plot No. 27, Sector 8', locality: 'Gurugram', region: 'Haryana', postal_code: '122051', country: 'India' },
  hours: 'Mon - Sat: 9:00 AM - 8:00 PM',
  map_url: 'https://maps.example.test/?q=BirdShield',
};

/** The shell documents the migrations put in every install (the tests' reset empties them). */
/** The announcements as stored: each with its id (`message-1`…), the key of its translations. */
export async function createSiteDocuments(db: Database, announcements: string[] = ['Secure online payments available']) {
  await db.insert(siteDocuments).values([
    { key: 'contact', body: TEST_CONTACT },
    { key: 'announcements', body: { messages: announcements.map((text, index) => ({ id: `message-${index + 1}`, text })) } },
  ]);
}

/** The seller's details page of a plausible maker of bird spikes (the GSTIN is the invoices' demo one). */
export const TEST_SELLER = {
  legal_name: 'BirdShield India Private Limited',
  address: { name: 'BirdShield India Private Limited', street: 'Unit 101, Sai Industrial Estate', locality: 'Andheri East, Mumbai', region: 'Maharashtra', postal_code: '400069', country: 'India' },
  gstin: '27DEMOS0000D1ZY',
  customer_care: { phone: '+91 98765 43210', email: 'support@birdshield.invalid', hours: 'Mon - Sat: 9:00 AM - 8:00 PM' },
  grievance_officer: { name: 'Kavita Deshmukh', designation: 'Grievance Officer', phone: '+91 98765 43212', email: 'grievance@birdshield.invalid' },
};

/** The demo shop's own factory, as the seller's details name it for every product's declarations. */
export const TEST_MAKER = {
  kind: 'manufacturer',
  name: 'BirdShield India Private Limited',
  address: 'Gala 14, Shree Ganesh Industrial Estate, Waliv Phata, Vasai East, Palghar, Maharashtra 401208',
} as const;

/** The declarations a visible product needs in an admin save, with the seller's default maker (createSiteSeller). */
export const DECLARED_PRODUCT = { generic_name: 'Bird spikes', country_of_origin: 'IN', net_quantity: 10, net_quantity_unit: 'pieces' } as const;

/** `maker`: the declarations' default maker (none unless given, as on a shop whose owner has not said). */
export async function createSiteSeller(db: Database, maker?: typeof TEST_MAKER) {
  await db.insert(siteDocuments).values({ key: 'seller', body: maker ? { ...TEST_SELLER, maker } : TEST_SELLER });
}

/** Two topics, three questions; the first shown on the home page. */
export const TEST_FAQ = {
  topics: [
    {
      id: 'about-us',
      title: 'About us',
      entries: [
        { id: 'who-we-are', question: 'Who are you?', answer: ['A shop of humane bird and monkey repellents.'], on_home: true },
        {
          id: 'where-to-buy',
          question: 'Where can I buy?',
          answer: [{ runs: ['Here; see our ', { href: '/return-policy', text: 'returns' }, ' or write to ', { email: 'help@example.test' }, '.'] }, { list: ['One', { runs: [{ href: '/contact', text: 'Two' }] }], ordered: true }],
          on_home: false,
        },
      ],
    },
    { id: 'shipping', title: 'Shipping', entries: [{ id: 'delivery-time', question: 'How long?', answer: ['3 to 7 days.'], on_home: false }] },
  ],
};

/** A home page with one banner, three category cards (each its own category) and two client logos. */
export const TEST_HOME = {
  banners: [
    {
      id: 'banner-1',
      image: '/images/banners/banner-1.svg',
      image_alt: 'Pigeons kept off a ledge by bird spikes',
      eyebrow: 'Bird spikes',
      heading: 'Keep pigeons off your ledges',
      text: 'Spikes birds cannot land on.',
      link: '/products',
    },
  ],
  categories: [
    { id: 'card-1', image: '/images/categories/bird-repellants.svg', title: 'Bird Repellants', text: 'Spikes for ledges.', category: 'Bird Spikes' },
    { id: 'card-2', image: '/images/categories/monkey-repellants.svg', title: 'Monkey Repellants', text: 'Spikes for walls.', category: 'Monkey Spikes' },
    { id: 'card-3', image: '/images/categories/anti-bird-nets.svg', title: 'Anti Bird Nets', text: 'Nets for balconies.', category: 'Bird Nets' },
  ],
  clients: [
    { image: '/images/clients/client-1.svg', name: 'Tarangini Hotels & Resorts' },
    { image: '/images/clients/client-2.svg', name: 'Kesar Valley Foods' },
  ],
};

/** The home page's content as the migration seeds it, with the catalogue categories its cards open. */
export async function createSiteHome(db: Database, home: typeof TEST_HOME = TEST_HOME) {
  for (const card of home.categories) await createCategory(db, card.category);
  await db.insert(siteDocuments).values({ key: 'home', body: home });
}

export async function createSiteFaq(db: Database, faq: typeof TEST_FAQ = TEST_FAQ) {
  await db.insert(siteDocuments).values({ key: 'faq', body: faq });
}

export async function countRows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row!.count;
}
