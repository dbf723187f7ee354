import type { DocumentMetadataOverride } from '@shop/rules';
import type { SetDocumentMetadata } from './DocumentMetadataContext';

interface PageOverride {
  pathname: string;
  value: DocumentMetadataOverride;
}

/** The values the page on screen gives for its own path (useDocumentMetadata), and who reads them. */
export interface PageOverrides {
  set: SetDocumentMetadata;
  get: () => PageOverride | null;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Kept outside React state so that a page giving its values re-renders only the head's writer
 * (usePageMetadata), not the whole shell around the page: on a server-rendered product page that
 * re-render of header and footer was most of React's work right after hydration.
 */
export function createPageOverrides(): PageOverrides {
  let current: PageOverride | null = null;
  const listeners = new Set<() => void>();
  return {
    set(pathname, value) {
      // Clearing removes only that path's values, never those a newer page has set meanwhile.
      const next = value ? { pathname, value } : current?.pathname === pathname ? null : current;
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
