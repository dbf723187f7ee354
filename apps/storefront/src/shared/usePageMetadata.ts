import { useGetSeoMetadataQuery } from '@shop/api-client';
import { hasOwnEntry, metadataForPath, type DocumentMetadata, type DocumentMetadataOverride } from '@shop/rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shellCopy } from '../copy/shell';
import { mediaUrl } from './mediaUrl';
import { applyHeadTags } from './pageMetadata/applyHeadTags';
import type { SetDocumentMetadata } from './pageMetadata/DocumentMetadataContext';

export { DocumentMetadataContext, useDocumentMetadata } from './pageMetadata/DocumentMetadataContext';

export interface PageMetadataState {
  /** What the head holds for the current path (undefined until the page metadata has loaded). */
  metadata: DocumentMetadata | undefined;
  /** Given to pages through DocumentMetadataContext (see `useDocumentMetadata`). */
  setOverride: SetDocumentMetadata;
}

/**
 * The shell's page metadata: reads the page metadata map (GET /seo-json/seo.json) and, on each
 * navigation, writes the path's entry (the home entry as fallback; a page's own values first) into
 * the document head. On the first page the server has already written that path's head, often
 * more precisely (a product, a category); it is kept unless the path has its own entry or the page
 * gives its own values.
 */
export function usePageMetadata(): PageMetadataState {
  const { data: entries } = useGetSeoMetadataQuery();
  const { pathname } = useLocation();
  const [override, setOverrideState] = useState<{ pathname: string; value: DocumentMetadataOverride } | null>(null);
  const firstPath = useRef(pathname);
  const hasNavigated = useRef(false);

  const setOverride = useCallback<SetDocumentMetadata>((path, value) => {
    setOverrideState((current) => {
      if (value) return { pathname: path, value };
      // Clearing: only the values of that path, never those a newer page has set meanwhile.
      return current?.pathname === path ? null : current;
    });
  }, []);

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

  useEffect(() => {
    if (pathname !== firstPath.current) hasNavigated.current = true;
    if (!metadata) return;
    const keepServerHead = !hasNavigated.current && !ownOverride && !hasOwnEntry(entries, pathname);
    if (keepServerHead) return;
    applyHeadTags(metadata, { leavingServerPage: hasNavigated.current });
  }, [metadata, entries, pathname, ownOverride]);

  return { metadata, setOverride };
}
