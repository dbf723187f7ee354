import { pathInLanguage } from '@shop/rules/languages';
import { useContext, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { OTHER_LANGUAGE } from './language';
import { ServedSearchContext } from './servedSearch';

/** Nothing to subscribe to: the address changes through the router, which renders again. */
const noChanges = () => () => undefined;

/**
 * This page in the other language: the same path and query (a listing's filters and sort, a product's variant) under
 * its folder. While a served page hydrates, with the query the server rendered it under (shared/servedSearch).
 */
export function useOtherLanguageHref(): string {
  const { pathname, search } = useLocation();
  const served = useContext(ServedSearchContext);
  const shownSearch = useSyncExternalStore(
    noChanges,
    () => search,
    () => served ?? search,
  );
  return `${pathInLanguage(pathname, OTHER_LANGUAGE)}${shownSearch}`;
}
