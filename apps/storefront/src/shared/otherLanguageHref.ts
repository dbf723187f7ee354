import { pathInLanguage } from '@shop/rules/languages';
import { useLocation } from 'react-router-dom';
import { OTHER_LANGUAGE } from './language';
import { useShownSearch } from './servedSearch';

/**
 * This page in the other language: the same path and query (a listing's filters and sort, a product's variant) under
 * its folder, with the query the server rendered a served page under while it hydrates.
 */
export function useOtherLanguageHref(): string {
  const { pathname } = useLocation();
  return `${pathInLanguage(pathname, OTHER_LANGUAGE)}${useShownSearch()}`;
}
