/**
 * The rules of the home page's content that its schema cannot state: where pictures and links may point,
 * and that each 'Shop by Category' card opens its own catalogue category (the original shop sent all
 * three to `/category/1`). Every message names the field at fault, as `banners.0.link`.
 */
import type { Schema } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { categories } from '../db/schema';
import { InvalidInputError, type FieldProblems, problem, type Problem } from '../errors';
import { absoluteMediaUrl, storedImageUrl } from '../media';
import type { StoredHome } from './stored-documents';

/** The home page as staff send it: a banner or card without an id is new (site-documents.ts gives it one). */
export type SiteHome = Omit<Schema<'AdminSiteHome'>, 'version'>;

interface WithImages {
  banners: { image: string }[];
  categories: { image: string }[];
  clients: { image: string }[];
}

/** The storefront's own pictures (`/images/…`) and uploads served by this API (`/media/…`); no way out of either folder. */
const SITE_IMAGE_PATH = /^\/(images|media)\/[A-Za-z0-9._~%/-]+$/;
const IMAGE_MESSAGE = problem('image_link_invalid', 'Use a picture of the site (/images/…), an uploaded one (/media/…) or an https address.');
const LINK_MESSAGE = problem('link_invalid', 'Use a path on this site (/products) or an https address.');

/** The same shape with nothing in it: what shoppers get before the shop has its own home page content. */
export const EMPTY_HOME: StoredHome = { banners: [], categories: [], clients: [] };

/** Every picture of the home page through `change` (banners, category cards, client logos), the rest as it is. */
function withImages<Home extends WithImages>(home: Home, change: (image: string) => string): Home {
  return {
    ...home,
    banners: home.banners.map((banner) => ({ ...banner, image: change(banner.image) })),
    categories: home.categories.map((card) => ({ ...card, image: change(card.image) })),
    clients: home.clients.map((client) => ({ ...client, image: change(client.image) })),
  };
}

/** As shoppers get it: uploaded pictures (`/media/…`) with absolute URLs on `siteUrl` (media/image-url.ts). */
export function homeWithAbsoluteImages<Home extends WithImages>(home: Home, siteUrl: string): Home {
  return withImages(home, (image) => absoluteMediaUrl(image, siteUrl));
}

/** As staff sent it, with this site's own media URLs (`${siteUrl}/media/…`, as shoppers get them) back to their paths. */
export function homeAsStored<Home extends WithImages>(home: Home, siteUrl: string): Home {
  return withImages(home, (image) => storedImageUrl(image, siteUrl));
}

export async function checkHome(db: Database | Transaction, home: SiteHome): Promise<void> {
  const errors: FieldProblems = {};
  const refuse = (field: string, reason: Problem) => (errors[field] ??= []).push(reason);
  const checkImage = (field: string, value: string) => isSiteImage(value) || refuse(field, IMAGE_MESSAGE);

  home.banners.forEach((banner, index) => {
    checkImage(`banners.${index}.image`, banner.image);
    if (!isSiteLink(banner.link)) refuse(`banners.${index}.link`, LINK_MESSAGE);
  });
  home.clients.forEach((client, index) => checkImage(`clients.${index}.image`, client.image));

  const known = await categoryNames(db);
  const chosen = new Set<string>();
  home.categories.forEach((card, index) => {
    checkImage(`categories.${index}.image`, card.image);
    const name = card.category.trim().toLowerCase();
    const isActive = known.get(name);
    if (isActive === undefined) refuse(`categories.${index}.category`, problem('category_not_found', `The catalogue has no category "${card.category}".`));
    else if (!isActive) refuse(`categories.${index}.category`, problem('category_hidden', `The category "${card.category}" is hidden from the shop.`));
    else if (chosen.has(name)) refuse(`categories.${index}.category`, problem('category_repeated', 'Another card already opens this category: choose a different one.'));
    chosen.add(name);
  });
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
}

function isSiteImage(value: string): boolean {
  if (SITE_IMAGE_PATH.test(value)) return !value.split('/').includes('..');
  return isHttpsUrl(value);
}

/** A path of this site (`/`, `/products`, never `//host`) or an https address. */
function isSiteLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  return isHttpsUrl(value);
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** Each category's name in lower case, and whether the shop shows it. */
async function categoryNames(db: Database | Transaction): Promise<Map<string, boolean>> {
  const rows = await db.select({ name: sql<string>`lower(${categories.name})`, isActive: categories.isActive }).from(categories);
  return new Map(rows.map((row) => [row.name, row.isActive]));
}
