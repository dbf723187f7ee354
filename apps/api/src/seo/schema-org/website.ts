/** The site as a `WebSite`, with the search box search engines may show for it. */
import type { SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';

/** `searchUrl` holds `{search_term_string}`. */
export function website(name: string, url: string, searchUrl: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url,
    potentialAction: search(searchUrl),
  };
}

function search(searchUrl: string): WithActionConstraints<SearchAction> {
  return {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: searchUrl },
    'query-input': 'required name=search_term_string',
  };
}
