import type { DocumentMetadata } from '@shop/rules';

type MetaKey = readonly ['name' | 'property', string];

/** Finds the head element for a key, creating it when the server's HTML did not have one. */
function upsertMeta(doc: Document, [attribute, key]: MetaKey, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

function removeAll(doc: Document, selector: string): void {
  for (const element of doc.head.querySelectorAll(selector)) element.remove();
}

/** JSON-LD about the organisation describes every page; the rest (a product, an article) one page only. */
function isOrganisationData(script: Element): boolean {
  try {
    return (JSON.parse(script.textContent ?? '') as { '@type'?: unknown })['@type'] === 'Organization';
  } catch {
    return false;
  }
}

/**
 * Writes a page's metadata into the document head: the same elements the server puts into the HTML
 * of each path (title, description, canonical link or robots noindex, Open Graph, Twitter card).
 * `leavingServerPage` also removes what the server added for the first page only (product prices,
 * article dates, product and breadcrumb JSON-LD), once the shopper has moved on from it.
 */
export function applyHeadTags(metadata: DocumentMetadata, { leavingServerPage = false, doc = document } = {}): void {
  doc.title = metadata.title;
  upsertMeta(doc, ['name', 'description'], metadata.description);

  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (metadata.noindex) {
    canonical?.remove();
    upsertMeta(doc, ['name', 'robots'], 'noindex');
  } else {
    removeAll(doc, 'meta[name="robots"]');
    if (!canonical) {
      canonical = doc.createElement('link');
      canonical.rel = 'canonical';
      doc.head.append(canonical);
    }
    canonical.href = metadata.canonicalUrl;
  }

  upsertMeta(doc, ['property', 'og:title'], metadata.title);
  upsertMeta(doc, ['property', 'og:description'], metadata.description);
  upsertMeta(doc, ['property', 'og:url'], metadata.canonicalUrl);
  upsertMeta(doc, ['property', 'og:image'], metadata.image);
  upsertMeta(doc, ['name', 'twitter:card'], metadata.twitterCard);
  upsertMeta(doc, ['name', 'twitter:title'], metadata.title);
  upsertMeta(doc, ['name', 'twitter:description'], metadata.description);
  upsertMeta(doc, ['name', 'twitter:image'], metadata.image);

  if (leavingServerPage) {
    // The first page's addresses in the other languages; the next page's are the server's to tell, on its own load.
    removeAll(doc, 'link[rel="alternate"][hreflang]');
    upsertMeta(doc, ['property', 'og:type'], 'website');
    removeAll(doc, 'meta[property^="product:"], meta[property^="article:"]');
    for (const script of doc.head.querySelectorAll('script[type="application/ld+json"]')) {
      if (!isOrganisationData(script)) script.remove();
    }
  }
}
