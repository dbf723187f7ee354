import { LISTING_PARAMS, searchPath } from '@shop/rules';
import { SearchField } from '@shop/ui/SearchField';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { shellCopy } from '../../copy/shell';

const copy = shellCopy.header;

/** The query a results page shows, so the box keeps it after the search (empty elsewhere). */
function shownQuery(pathname: string, search: string): string {
  if (!pathname.startsWith('/products')) return '';
  return new URLSearchParams(search).get(LISTING_PARAMS.query) ?? '';
}

/**
 * The header's search form. The design system's SearchField trims the text and ignores an empty
 * submit; a non-empty one goes to /products/search?query={text}, URL-encoded. At 600 px or less it
 * starts as an icon that reveals the form.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const query = shownQuery(pathname, search);
  const [text, setText] = useState(query);

  // Follow the address: a new search, the back button, or leaving the results.
  useEffect(() => setText(query), [query]);

  return (
    <SearchField
      className={className}
      value={text}
      onChange={setText}
      onSubmit={(trimmed) => void navigate(searchPath(trimmed))}
      placeholder={copy.searchPlaceholder}
      label={copy.searchLabel}
      openLabel={copy.searchOpen}
      submitLabel={copy.searchSubmit}
      clearLabel={copy.searchClear}
    />
  );
}
