import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { galleryItems } from '../db/schema';
import { reshapeGalleryItem, type GalleryItemView } from './reshape';

export async function listGallery(db: Database): Promise<GalleryItemView[]> {
  const rows = await db.select().from(galleryItems).orderBy(asc(galleryItems.position), asc(galleryItems.id));
  return rows.map(reshapeGalleryItem);
}
