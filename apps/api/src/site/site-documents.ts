/**
 * The site's own content staff edit as one piece each: the contact details, the seller's details and grievance
 * officer, the announcement bar's messages, the questions and answers and the home page's banners, category cards and client logos. The contract checks a document's shape when it is saved; here it is stored whole with a
 * version, every save audited with what it replaced. Asked in another language, the FAQ, the announcements and the
 * home page's banners and cards are in it where staff translated them (decision 068).
 */
import { randomUUID } from 'node:crypto';
import type { Schema } from '@shop/contracts';
import { freeShippingPromise, GSTIN_MESSAGES, gstinProblem, saleAnnouncement } from '@shop/rules';
import type { LanguageCode } from '@shop/rules/languages';
import { eq, inArray } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { siteDocuments } from '../db/schema';
import type { SiteDocumentKey, TranslationSubject } from '../db/tables/values';
import { InvalidInputError, NotFoundError, problem } from '../errors';
import { liveSalesAt } from '../sales';
import { shopNow } from '../shop-clock';
import { deliverySettings } from '../shipping';
import { forgetTranslationsExcept, textsInLanguage, translatedTextsOfAll } from '../translations';
import { shapeProblem } from '../validation';
import { ANNOUNCEMENT_WORDS } from './announcement-words';
import { faqAnswerBlocks } from './faq-answer-text';
import { checkHome, EMPTY_HOME, homeWithAbsoluteImages, type SiteHome } from './home-content';
import { storedDocument, type StoredBodies } from './stored-documents';
import { inTransaction } from '../db/transaction';
import { translatedAnnouncement, translatedFaqEntry, translatedFaqTopic, translatedHomeBanner, translatedHomeCard } from './translations';

type SiteContact = Schema<'SiteContact'>;
type SiteSeller = Schema<'SiteSeller'>;

/** What staff send for each document: an announcement, a banner or a card without an id is new. */
interface Inputs {
  contact: SiteContact;
  announcements: Omit<Schema<'AdminAnnouncementsInput'>, 'version'>;
  faq: StoredBodies['faq'];
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
const CHECKS: { [Key in SiteDocumentKey]?: (body: Inputs[Key], db: Database) => void | Promise<void> } = { faq: checkFaq, home: (body, db) => checkHome(db, body), seller: checkSeller };

/**
 * The document as stored from what staff sent: each new announcement, banner and card given an id, the key its
 * translations are kept under (decision 068); two of one id are refused, naming the second.
 */
const STORED: { [Key in SiteDocumentKey]: (input: Inputs[Key]) => StoredBodies[Key] } = {
  contact: (input) => input,
  seller: (input) => input,
  faq: (input) => input,
  announcements: (input) => ({ messages: withIds(input.messages, 'messages') }),
  home: (input) => ({ ...input, banners: withIds(input.banners, 'banners'), categories: withIds(input.categories, 'categories') }),
};

/** Each document's entries that translations are kept of, by subject, their keys as stored. */
const TRANSLATED_ENTRIES: { [Key in SiteDocumentKey]?: (body: StoredBodies[Key]) => [TranslationSubject, string[]][] } = {
  faq: (faq) => [
    ['faq_topic', faq.topics.map((topic) => topic.id)],
    ['faq_entry', faq.topics.flatMap((topic) => topic.entries.map((entry) => entry.id))],
  ],
  announcements: (announcements) => [['announcement', announcements.messages.map((message) => message.id)]],
  home: (home) => [
    ['home_banner', home.banners.map((banner) => banner.id)],
    ['home_card', home.categories.map((card) => card.id)],
  ],
};

function withIds<Item extends { id?: string | undefined }>(items: readonly Item[], field: string): (Item & { id: string })[] {
  const taken = new Set<string>();
  items.forEach((item, index) => {
    if (item.id === undefined) return;
    if (taken.has(item.id)) throw new InvalidInputError({ [`${field}.${index}.id`]: [problem('duplicate_ids', `Two entries have the id "${item.id}".`)] });
    taken.add(item.id);
  });
  return items.map((item) => {
    if (item.id !== undefined) return item as Item & { id: string };
    let id = randomUUID().slice(0, 8);
    while (taken.has(id)) id = randomUUID().slice(0, 8);
    taken.add(id);
    return { ...item, id };
  });
}

/**
 * What the shell around every page shows; a document not stored yet is left out. The live sales and the
 * shipping promise lead the announcements, made from what the server charges (the sales by the shop's
 * clock, the shipping rule), so the bar cannot promise what checkout does not do; a sale is announced
 * only while it is live, with its real end. In another language, those lines are worded in it, and staff's
 * messages are where they translated them, the positions of those still in English listed.
 */
export async function getSiteShell(db: Database, language: LanguageCode = 'en'): Promise<Schema<'SiteShell'>> {
  const [rows, shippingRule, sales, translated] = await Promise.all([
    db
      .select({ key: siteDocuments.key, body: siteDocuments.body })
      .from(siteDocuments)
      .where(inArray(siteDocuments.key, ['contact', 'announcements'])),
    deliverySettings(db),
    liveSalesAt(db, shopNow(), language),
    translatedTextsOfAll(db, ['announcement'], language),
  ]);
  const body = <Key extends SiteDocumentKey>(key: Key) => rows.find((row) => row.key === key)?.body as StoredBodies[Key] | undefined;
  const words = ANNOUNCEMENT_WORDS[language];
  const promise = freeShippingPromise(shippingRule, words.shipping);
  const saleLines = sales.map((sale) => saleAnnouncement({ name: sale.name, percentOff: sale.percent_off, amountOffPaise: sale.amount_off_paise, endsAt: sale.ends_at }, words.sale, language));
  const shopLines = [...saleLines, ...(promise ? [promise] : [])];
  const messages = (body('announcements')?.messages ?? []).map((message) =>
    textsInLanguage({ text: message.text }, translatedAnnouncement.fields.map((field) => field.name), translated('announcement', message.id)),
  );
  return {
    contact: body('contact') ?? null,
    announcements: [...shopLines, ...messages.map((message) => message.texts.text)],
    ...(language === 'en' ? {} : { untranslated_announcements: messages.flatMap((message, index) => (message.untranslated.length > 0 ? [shopLines.length + index] : [])) }),
    shipping: { fee_paise: shippingRule.shippingFeePaise, free_from_paise: shippingRule.freeShippingFromPaise },
    sales,
  };
}

export async function getSiteDocument<Key extends SiteDocumentKey>(db: Database, key: Key): Promise<StoredBodies[Key] & { version: number }> {
  const [row] = await db.select().from(siteDocuments).where(eq(siteDocuments.key, key));
  if (!row) throw new NotFoundError(problem('site_document_missing', `The shop has no ${WHAT[key]} yet.`));
  return { ...(row.body as StoredBodies[Key]), version: row.version };
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

/** The FAQ as shoppers read it, in `language` where staff translated it; none before the shop has one. */
export async function getSiteFaq(db: Database, language: LanguageCode = 'en'): Promise<Schema<'SiteFaq'>> {
  const [faq, translated] = await Promise.all([storedDocument(db, 'faq'), translatedTextsOfAll(db, ['faq_topic', 'faq_entry'], language)]);
  const topicFields = translatedFaqTopic.fields.map((field) => field.name);
  const entryFields = translatedFaqEntry.fields.map((field) => field.name);
  const marked = <Field extends string>(untranslated: Field[]) => (language === 'en' ? {} : { untranslated_fields: untranslated });
  return {
    topics: (faq?.topics ?? []).map((topic) => {
      const title = textsInLanguage({ title: topic.title }, topicFields, translated('faq_topic', topic.id));
      return {
        ...topic,
        title: title.texts.title,
        ...marked(title.untranslated),
        entries: topic.entries.map((entry) => {
          const texts = translated('faq_entry', entry.id);
          const shown = textsInLanguage({ question: entry.question, answer: '' }, entryFields, texts);
          // Stored cleaned (translations.ts), the Hindi answer reads back into blocks; English where there is none.
          const answer = texts?.answer ? faqAnswerBlocks(texts.answer) : entry.answer;
          return { ...entry, question: shown.texts.question, answer: Array.isArray(answer) ? answer : entry.answer, ...marked(shown.untranslated) };
        }),
      };
    }),
  };
}

/**
 * The home page's banners, category cards and client logos, pictures with absolute URLs, the banners' and cards'
 * texts in `language` where staff translated them; empty before the shop has them. A client's name is the
 * client's own, in every language.
 */
export async function getSiteHome(db: Database, siteUrl: string, language: LanguageCode = 'en'): Promise<Schema<'SiteHome'>> {
  const [stored, translated] = await Promise.all([storedDocument(db, 'home'), translatedTextsOfAll(db, ['home_banner', 'home_card'], language)]);
  const home = homeWithAbsoluteImages(stored ?? EMPTY_HOME, siteUrl);
  const bannerFields = translatedHomeBanner.fields.map((field) => field.name);
  const cardFields = translatedHomeCard.fields.map((field) => field.name);
  const marked = <Field extends string>(untranslated: Field[]) => (language === 'en' ? {} : { untranslated_fields: untranslated });
  return {
    banners: home.banners.map((banner) => {
      const shown = textsInLanguage(banner, bannerFields, translated('home_banner', banner.id));
      return { ...banner, ...shown.texts, ...marked(shown.untranslated) };
    }),
    categories: home.categories.map((card) => {
      const shown = textsInLanguage(card, cardFields, translated('home_card', card.id));
      return { ...card, ...shown.texts, ...marked(shown.untranslated) };
    }),
    clients: home.clients,
  };
}

/**
 * `input` has passed the contract's schema for this document; its `version` is the one the editor read. The
 * translations of an entry no longer in the document (a question, an announcement, a banner removed) go in the
 * same transaction, as a row's go with it.
 */
export async function saveSiteDocument<Key extends SiteDocumentKey>(
  db: Database,
  actorId: number,
  key: Key,
  input: Inputs[Key] & { version: number },
): Promise<StoredBodies[Key] & { version: number }> {
  const { version, ...sent } = input;
  await (CHECKS[key] as ((body: Inputs[Key], db: Database) => void | Promise<void>) | undefined)?.(sent as unknown as Inputs[Key], db);
  const body = STORED[key](sent as unknown as Inputs[Key]);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(siteDocuments).where(eq(siteDocuments.key, key)).for('update');
    if (!current) throw new NotFoundError(problem('site_document_missing', `The shop has no ${WHAT[key]} yet.`));
    assertVersion(current.version, version, WHAT[key]);
    const [saved] = await tx
      .update(siteDocuments)
      .set({ body, version: current.version + 1 })
      .where(eq(siteDocuments.key, key))
      .returning();
    await forgetRemovedEntries(tx, key, body);
    const before = { ...(current.body as object), version: current.version };
    const after = { ...(saved!.body as StoredBodies[Key]), version: saved!.version };
    await recordAudit(tx, { actorId, action: `site_${key}.update`, entityType: 'site_document', entityId: key, before, after });
    return after;
  });
}

async function forgetRemovedEntries<Key extends SiteDocumentKey>(tx: Transaction, key: Key, body: StoredBodies[Key]): Promise<void> {
  const entries = (TRANSLATED_ENTRIES[key] as ((body: StoredBodies[Key]) => [TranslationSubject, string[]][]) | undefined)?.(body) ?? [];
  for (const [subject, keys] of entries) await forgetTranslationsExcept(tx, subject, keys);
}

/** The contract checked the GSTIN's shape; its check character is the rules' to test. */
function checkSeller(seller: Inputs['seller']): void {
  const found = gstinProblem(seller.gstin);
  if (found) throw new InvalidInputError({ gstin: [shapeProblem(GSTIN_MESSAGES[found], 'gstin_invalid')] });
}

/** The home page has room for five questions; anchors must be unique, as /faqs links to them. */
function checkFaq(faq: Inputs['faq']): void {
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
