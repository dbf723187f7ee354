import { HOME_PATH } from '@shop/rules';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { pageMetadata } from '../db/schema';
import { reshapePageMetadata, type PageMetadataView } from './reshape';

export type PageMetadataRow = typeof pageMetadata.$inferSelect;

/**
 * Every storefront path's metadata, under two keys: the path (`/about`, `/`), which this storefront looks
 * up and falls back to `/` with, and its name (`about`, `home`), which other clients of the same
 * specification look up.
 */
export async function getSeoMetadata(db: Database, siteUrl: string): Promise<Record<string, PageMetadataView>> {
  const rows = await listPageMetadata(db);
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

/** The entry of `path` and the home entry, in one query; either may be missing. */
export async function findPageMetadata(db: Database, path: string): Promise<{ own?: PageMetadataRow; home?: PageMetadataRow }> {
  const rows = await db
    .select()
    .from(pageMetadata)
    .where(inArray(pageMetadata.path, [path, HOME_PATH]));
  return { own: rows.find((row) => row.path === path), home: rows.find((row) => row.path === HOME_PATH) };
}
