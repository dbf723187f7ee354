import { useGetSeoMetadataQuery } from '@shop/api-client';
import { hasOwnEntry, metadataForPath, type DocumentMetadata } from '@shop/rules';
import { addressInLanguage } from '@shop/rules/languages';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { shellCopy } from '../copy/shell';
import { LANGUAGE } from './language';
import { mediaUrl } from './mediaUrl';
import { applyHeadTags } from './pageMetadata/applyHeadTags';
import type { PageOverrides } from './pageMetadata/pageOverrides';

export { DocumentMetadataContext, useDocumentMetadata } from './pageMetadata/DocumentMetadataContext';

/**
 * The shell's page metadata: reads the page metadata map (GET /seo-json/seo.json) and, on each
 * navigation, writes the path's entry (the home entry as fallback; a page's own values first) into
 * the document head. On the first page the server has already written that path's head, often
 * more precisely (a product, a category); it is kept unless the path has its own entry or the page
 * gives its own values (`overrides`, which pages set through DocumentMetadataContext). Returns what the
 * head holds for the current path (undefined until the page metadata has loaded).
 */
export function usePageMetadata(overrides: PageOverrides): DocumentMetadata | undefined {
  const { data: entries } = useGetSeoMetadataQuery({});
  const { pathname } = useLocation();
  // Pages set their values in effects, which the server does not run: it has none.
  const override = useSyncExternalStore(overrides.subscribe, overrides.get, noOverride);
  const firstPath = useRef(pathname);
  const hasNavigated = useRef(false);

  const ownOverride = override?.pathname === pathname ? override.value : undefined;
  const metadata = useMemo(
    () =>
      metadataForPath(entries, pathname, {
        // The server renders the page without a window; the head it sends is its own (apps/api page-heads.ts).
        origin: typeof window === 'undefined' ? '' : window.location.origin,
        shopName: shellCopy.shopName,
        override: ownOverride,
        resolveMedia: mediaUrl,
      }),
    [entries, pathname, ownOverride],
  );
  // The entries' addresses are English's; this build's page is at the same path in its language's folder.
  const inLanguage = useMemo(
    () => metadata && { ...metadata, canonicalUrl: addressInLanguage(metadata.canonicalUrl, LANGUAGE) },
    [metadata],
  );

  useEffect(() => {
    if (pathname !== firstPath.current) hasNavigated.current = true;
    if (!inLanguage) return;
    const keepServerHead = !hasNavigated.current && !ownOverride && !hasOwnEntry(entries, pathname);
    if (keepServerHead) return;
    applyHeadTags(inLanguage, { leavingServerPage: hasNavigated.current });
  }, [inLanguage, entries, pathname, ownOverride]);

  return inLanguage;
}

const noOverride = () => null;
