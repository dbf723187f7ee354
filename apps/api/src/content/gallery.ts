import type { LanguageCode } from '@shop/rules/languages';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { galleryItems } from '../db/schema';
import { textsInLanguage, translatedTextsOfAll } from '../translations';
import { reshapeGalleryItem, type GalleryItemView } from './reshape';
import { translatedGalleryItem } from './translations';

/** The gallery's photos in order, their captions in `language` where staff translated them (decision 068). */
export async function listGallery(db: Database, siteUrl: string, language: LanguageCode = 'en'): Promise<GalleryItemView[]> {
  const [rows, translated] = await Promise.all([
    db.select().from(galleryItems).orderBy(asc(galleryItems.position), asc(galleryItems.id)),
    translatedTextsOfAll(db, ['gallery_item'], language),
  ]);
  const fields = translatedGalleryItem.fields.map((field) => field.name);
  return rows.map((row) => {
    const view = reshapeGalleryItem(row, siteUrl);
    if (language === 'en') return view;
    const shown = textsInLanguage(view, fields, translated('gallery_item', String(row.id)));
    return { ...view, ...shown.texts, untranslated_fields: shown.untranslated };
  });
}
