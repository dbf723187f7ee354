/**
 * The site's own content staff edit as one piece each: the contact details, the seller's details and grievance
 * officer, the announcement bar's messages, the questions and answers and the home page's banners, category cards and client logos. The contract checks a document's shape when it is saved; here it is stored whole with a
 * version, every save audited with what it replaced.
 */
import type { Schema } from '@shop/contracts';
import { freeShippingPromise, GSTIN_MESSAGES, gstinProblem, saleAnnouncement } from '@shop/rules';
import { eq, inArray } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database } from '../db/database';
import { siteDocuments } from '../db/schema';
import type { SiteDocumentKey } from '../db/tables/values';
import { InvalidInputError, NotFoundError, problem } from '../errors';
import { liveSalesAt } from '../sales';
import { shopNow } from '../shop-clock';
import { deliverySettings } from '../shipping';
import { shapeProblem } from '../validation';
import { checkHome, EMPTY_HOME, homeWithAbsoluteImages, type SiteHome } from './home-content';
import { inTransaction } from '../db/transaction';

type SiteContact = Schema<'SiteContact'>;
type SiteSeller = Schema<'SiteSeller'>;
interface Announcements {
  messages: string[];
}

interface Bodies {
  contact: SiteContact;
  announcements: Announcements;
  faq: Schema<'SiteFaq'>;
  home: SiteHome;
  seller: SiteSeller;
}

const WHAT: Record<SiteDocumentKey, string> = {
  contact: 'contact information',
  announcements: 'announcement list',
  faq: 'questions and answers',
  home: 'home page content',
  seller: 'seller details',
};

const HOME_FAQ_LIMIT = 5;

/** Rules across a document that its schema cannot state; each names the field at fault. */
const CHECKS: { [Key in SiteDocumentKey]?: (body: Bodies[Key], db: Database) => void | Promise<void> } = { faq: checkFaq, home: (body, db) => checkHome(db, body), seller: checkSeller };

/**
 * What the shell around every page shows; a document not stored yet is left out. The live sales and the
 * shipping promise lead the announcements, made from what the server charges (the sales by the shop's
 * clock, the shipping rule), so the bar cannot promise what checkout does not do; a sale is announced
 * only while it is live, with its real end.
 */
export async function getSiteShell(db: Database): Promise<Schema<'SiteShell'>> {
  const [rows, shippingRule, sales] = await Promise.all([
    db
      .select({ key: siteDocuments.key, body: siteDocuments.body })
      .from(siteDocuments)
      .where(inArray(siteDocuments.key, ['contact', 'announcements'])),
    deliverySettings(db),
    liveSalesAt(db, shopNow()),
  ]);
  const body = <Key extends SiteDocumentKey>(key: Key) => rows.find((row) => row.key === key)?.body as Bodies[Key] | undefined;
  const promise = freeShippingPromise(shippingRule);
  const saleLines = sales.map((sale) => saleAnnouncement({ name: sale.name, percentOff: sale.percent_off, amountOffPaise: sale.amount_off_paise, endsAt: sale.ends_at }));
  return {
    contact: body('contact') ?? null,
    announcements: [...saleLines, ...(promise ? [promise] : []), ...(body('announcements')?.messages ?? [])],
    shipping: { fee_paise: shippingRule.shippingFeePaise, free_from_paise: shippingRule.freeShippingFromPaise },
    sales,
  };
}

export async function getSiteDocument<Key extends SiteDocumentKey>(db: Database, key: Key): Promise<Bodies[Key] & { version: number }> {
  const [row] = await db.select().from(siteDocuments).where(eq(siteDocuments.key, key));
  if (!row) throw new NotFoundError(problem('site_document_missing', `The shop has no ${WHAT[key]} yet.`));
  return { ...(row.body as Bodies[Key]), version: row.version };
}

/** The contact details, as the storefront and the pages' structured data show them; null before the shop has them. */
export async function getSiteContact(db: Database): Promise<SiteContact | null> {
  const [row] = await db.select({ body: siteDocuments.body }).from(siteDocuments).where(eq(siteDocuments.key, 'contact'));
  return (row?.body as SiteContact | undefined) ?? null;
}

/** Who sells here and the grievance officer, for the seller's details page; null before the shop has them. */
export async function getSiteSeller(db: Database): Promise<SiteSeller> {
  const [row] = await db.select({ body: siteDocuments.body }).from(siteDocuments).where(eq(siteDocuments.key, 'seller'));
  if (!row) throw new NotFoundError(problem('site_document_missing', `The shop has no ${WHAT.seller} yet.`));
  return row.body as SiteSeller;
}

/** The customer-care phone of the seller's details, where the courier calls about goods coming back; null before the shop has them. */
export async function sellerCarePhone(db: Database): Promise<string | null> {
  const [row] = await db.select({ body: siteDocuments.body }).from(siteDocuments).where(eq(siteDocuments.key, 'seller'));
  return (row?.body as SiteSeller | undefined)?.customer_care.phone ?? null;
}

/** The FAQ as shoppers read it; none before the shop has one. */
export async function getSiteFaq(db: Database): Promise<Schema<'SiteFaq'>> {
  const [row] = await db.select({ body: siteDocuments.body }).from(siteDocuments).where(eq(siteDocuments.key, 'faq'));
  return (row?.body as Bodies['faq'] | undefined) ?? { topics: [] };
}

/** The home page's banners, category cards and client logos, pictures with absolute URLs; empty before the shop has them. */
export async function getSiteHome(db: Database, siteUrl: string): Promise<SiteHome> {
  const [row] = await db.select({ body: siteDocuments.body }).from(siteDocuments).where(eq(siteDocuments.key, 'home'));
  return homeWithAbsoluteImages((row?.body as Bodies['home'] | undefined) ?? EMPTY_HOME, siteUrl);
}

/** `input` has passed the contract's schema for this document; its `version` is the one the editor read. */
export async function saveSiteDocument<Key extends SiteDocumentKey>(
  db: Database,
  actorId: number,
  key: Key,
  input: Bodies[Key] & { version: number },
): Promise<Bodies[Key] & { version: number }> {
  const { version, ...body } = input;
  await (CHECKS[key] as ((body: Bodies[Key], db: Database) => void | Promise<void>) | undefined)?.(body as unknown as Bodies[Key], db);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(siteDocuments).where(eq(siteDocuments.key, key)).for('update');
    if (!current) throw new NotFoundError(problem('site_document_missing', `The shop has no ${WHAT[key]} yet.`));
    assertVersion(current.version, version, WHAT[key]);
    const [saved] = await tx
      .update(siteDocuments)
      .set({ body, version: current.version + 1 })
      .where(eq(siteDocuments.key, key))
      .returning();
    const before = { ...(current.body as object), version: current.version };
    const after = { ...(saved!.body as Bodies[Key]), version: saved!.version };
    await recordAudit(tx, { actorId, action: `site_${key}.update`, entityType: 'site_document', entityId: key, before, after });
    return after;
  });
}

/** The contract checked the GSTIN's shape; its check character is the rules' to test. */
function checkSeller(seller: Bodies['seller']): void {
  const found = gstinProblem(seller.gstin);
  if (found) throw new InvalidInputError({ gstin: [shapeProblem(GSTIN_MESSAGES[found], 'gstin_invalid')] });
}

/** The home page has room for five questions; anchors must be unique, as /faqs links to them. */
function checkFaq(faq: Bodies['faq']): void {
  const entries = faq.topics.flatMap((topic) => topic.entries);
  if (entries.filter((entry) => entry.on_home).length > HOME_FAQ_LIMIT) {
    throw new InvalidInputError({ on_home: [problem('too_many_home_questions', `The home page shows at most ${HOME_FAQ_LIMIT} questions.`)] });
  }
  const duplicate = (ids: string[]) => ids.find((id, index) => ids.indexOf(id) !== index);
  const topicId = duplicate(faq.topics.map((topic) => topic.id));
  if (topicId) throw new InvalidInputError({ 'topics.id': [problem('duplicate_ids', `Two topics have the id "${topicId}".`)] });
  const entryId = duplicate(entries.map((entry) => entry.id));
  if (entryId) throw new InvalidInputError({ 'entries.id': [problem('duplicate_ids', `Two questions have the id "${entryId}".`)] });
}

/**
 * What the seller's details give every product's declarations (decision 049): the default maker, and the
 * customer care contact as the consumer-care declaration (the seller's legal name, address, phone and mail).
 * Nulls before the shop has them.
 */
export async function declarationDefaults(db: Database): Promise<{ maker: NonNullable<SiteSeller['maker']> | null; consumerCare: { name: string; address: string; phone: string; email: string } | null }> {
  const [row] = await db.select({ body: siteDocuments.body }).from(siteDocuments).where(eq(siteDocuments.key, 'seller'));
  const seller = row?.body as SiteSeller | undefined;
  if (!seller) return { maker: null, consumerCare: null };
  const { address } = seller;
  return {
    maker: seller.maker ?? null,
    consumerCare: {
      name: seller.legal_name,
      address: [address.street, address.locality, `${address.region} ${address.postal_code}`, address.country].join(', '),
      phone: seller.customer_care.phone,
      email: seller.customer_care.email,
    },
  };
}
