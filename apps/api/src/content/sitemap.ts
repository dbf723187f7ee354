/**
 * What sitemap.xml lists: the public fixed pages (those with page metadata), every active product, every
 * category and every article, with absolute URLs and the time each last changed where known.
 * (One file takes 50,000 URLs; a catalogue that outgrows it needs a sitemap index.)
 */
import { blogPath, categoryPath, isPrivatePath, productPath, SEARCH_PATH } from '@shop/rules';
import { listCategoryChanges, listProductChanges } from '../catalog';
import type { Database } from '../db/database';
import type { SitemapEntry } from '../seo';
import { listBlogChanges } from './blogs';
import { absoluteUrl } from '../media';
import { listPageMetadata } from './seo';

export async function listSitemapEntries(db: Database, siteUrl: string): Promise<SitemapEntry[]> {
  const [pages, products, categories, blogs] = await Promise.all([
    listPageMetadata(db),
    listProductChanges(db),
    listCategoryChanges(db),
    listBlogChanges(db),
  ]);
  return [
    ...pages
      .filter((page) => !isPrivatePath(page.path) && page.path !== SEARCH_PATH)
      .map((page) => ({ url: absoluteUrl(page.path, siteUrl), lastModified: page.updatedAt })),
    ...products.map((product) => ({ url: `${siteUrl}${productPath(product.slug)}`, lastModified: product.lastModified })),
    ...categories.map((category) => ({ url: `${siteUrl}${categoryPath(category.name)}`, lastModified: category.lastModified ?? undefined })),
    ...blogs.map((blog) => ({ url: `${siteUrl}${blogPath(blog.slug)}`, lastModified: blog.lastModified })),
  ];
}
