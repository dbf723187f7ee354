/**
 * The site documents as stored: each a JSON body under its key. The announcements, the home page's banners and its
 * category cards carry an id each (decision 068), the key their translations are kept under; the FAQ's topics and
 * questions always had theirs.
 */
import type { Schema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { siteDocuments } from '../db/schema';
import type { SiteDocumentKey } from '../db/tables/values';

type StoredHomeBanner = Schema<'HomeBanner'> & { id: string };
type StoredHomeCard = Schema<'HomeCategoryCard'> & { id: string };

/** The home page as stored: every banner and card with its id. */
export interface StoredHome {
  banners: StoredHomeBanner[];
  categories: StoredHomeCard[];
  clients: Schema<'HomeClient'>[];
}

interface StoredAnnouncements {
  messages: { id: string; text: string }[];
}

export interface StoredBodies {
  contact: Schema<'SiteContact'>;
  announcements: StoredAnnouncements;
  faq: { topics: Schema<'FaqTopic'>[] };
  home: StoredHome;
  seller: Schema<'SiteSeller'>;
}

/** The document's body, or undefined before the shop has it; with `lock`, its row stays locked until the transaction ends. */
export async function storedDocument<Key extends SiteDocumentKey>(db: Database | Transaction, key: Key, { lock = false } = {}): Promise<StoredBodies[Key] | undefined> {
  const query = db.select({ body: siteDocuments.body }).from(siteDocuments).where(eq(siteDocuments.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row?.body as StoredBodies[Key] | undefined;
}
