import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { galleryItems } from '../db/schema';
import { reshapeGalleryItem, type GalleryItemView } from './reshape';

export async function listGallery(db: Database, siteUrl: string): Promise<GalleryItemView[]> {
  const rows = await db.select().from(galleryItems).orderBy(asc(galleryItems.position), asc(galleryItems.id));
  return rows.map((row) => reshapeGalleryItem(row, siteUrl));
}
