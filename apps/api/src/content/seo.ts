import { HOME_PATH } from '@shop/rules';
import type { LanguageCode } from '@shop/rules/languages';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { pageMetadata } from '../db/schema';
import { translatedTextsOfAll } from '../translations';
import { reshapePageMetadata, type PageMetadataView } from './reshape';

export type PageMetadataRow = typeof pageMetadata.$inferSelect;

/**
 * Every storefront path's metadata, under two keys: the path (`/about`, `/`), which this storefront looks
 * up and falls back to `/` with, and its name (`about`, `home`), which other clients of the same
 * specification look up. In another language, each title and description is in it where staff translated it.
 */
export async function getSeoMetadata(db: Database, siteUrl: string, language: LanguageCode = 'en'): Promise<Record<string, PageMetadataView>> {
  const rows = await inLanguage(db, await listPageMetadata(db), language);
  return Object.fromEntries(
    rows.flatMap((row) => {
      const view = reshapePageMetadata(row, siteUrl);
      return [
        [row.path, view],
        [pageKey(row.path), view],
      ];
    }),
  );
}

/** `/about` → `about`, `/` → `home`. */
function pageKey(path: string): string {
  return path === HOME_PATH ? 'home' : path.replace(/^\/+/, '');
}

export async function listPageMetadata(db: Database): Promise<PageMetadataRow[]> {
  return db.select().from(pageMetadata).orderBy(asc(pageMetadata.path));
}

/** The entry of `path` and the home entry, in `language` where staff translated them; either may be missing. */
export async function findPageMetadata(db: Database, path: string, language: LanguageCode = 'en'): Promise<{ own?: PageMetadataRow; home?: PageMetadataRow }> {
  const found = await db
    .select()
    .from(pageMetadata)
    .where(inArray(pageMetadata.path, [path, HOME_PATH]));
  const rows = await inLanguage(db, found, language);
  return { own: rows.find((row) => row.path === path), home: rows.find((row) => row.path === HOME_PATH) };
}

/** The rows with the title and description staff translated into `language` (decision 068), English where none. */
async function inLanguage(db: Database, rows: PageMetadataRow[], language: LanguageCode): Promise<PageMetadataRow[]> {
  if (language === 'en') return rows;
  const translated = await translatedTextsOfAll(db, ['page'], language);
  return rows.map((row) => {
    const texts = translated('page', String(row.id));
    return { ...row, title: texts?.title || row.title, description: texts?.description || row.description };
  });
}
