/** Where a page sits in the shop, as a `BreadcrumbList` (Home first, the page itself last). */
import type { BreadcrumbList, WithContext } from 'schema-dts';

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
