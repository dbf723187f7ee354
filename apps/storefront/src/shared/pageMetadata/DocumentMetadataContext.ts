import type { DocumentMetadataOverride } from '@shop/rules';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Sets (or, with null, clears) the values a page gives for its own path. */
export type SetDocumentMetadata = (pathname: string, override: DocumentMetadataOverride | null) => void;

export const DocumentMetadataContext = createContext<SetDocumentMetadata>(() => undefined);

/**
 * For pages whose metadata comes from their data (a product, an article, a category): the shell
 * puts the page's own title (the shop's name is added after it), description and preview image
 * into the document head instead of the path's page metadata entry, and announces that title
 * after a navigation. Values left out keep the entry's (or the home entry's) values. Pass
 * `undefined` until the data has loaded; the values are dropped when the page goes away.
 *
 *   useDocumentMetadata(product && { title: product.title, description: product.short_desc, image: product.image1 });
 */
export function useDocumentMetadata(override: DocumentMetadataOverride | undefined | null | false): void {
  const setMetadata = useContext(DocumentMetadataContext);
  const { pathname } = useLocation();
  const { title, description, image, noindex } = override || {};
  const isEmpty = title === undefined && description === undefined && image === undefined && noindex === undefined;

  useEffect(() => {
    if (isEmpty) return undefined;
    setMetadata(pathname, { title, description, image, noindex });
    return () => setMetadata(pathname, null);
  }, [setMetadata, pathname, isEmpty, title, description, image, noindex]);
}
