import type { Category } from '@shop/api-client';

/** "bird-spikes", "Bird+Spikes" and " BIRD  spikes " all read as "bird spikes". */
const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[-_+\s]+/g, ' ');

/**
 * The category a `/category/{categoryName}` path names. The router has already decoded
 * the parameter. A name matches whatever its case or separators; a number is taken as the
 * category's id, so a link to `/category/1` written by an older page or a search engine still lands.
 */
export function resolveCategory(param: string, categories: readonly Category[]): Category | undefined {
  const wanted = normalise(param);
  const byName = categories.find((category) => normalise(category.category_name) === wanted);
  if (byName || !/^\d+$/.test(wanted)) return byName;
  const id = Number(wanted);
  return categories.find((category) => category.id === id);
}
