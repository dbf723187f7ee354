import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { shopPath } from '../../shared/shopPath';

/**
 * React Router's provider starts listening to the router in its first commit. A Back or Forward pressed before
 * that (a slow phone still hydrating the page) moves the address bar and the router, and the page on screen stays
 * the one the shopper left. Once the shell has committed, it goes where the address bar says, in place of the
 * entry the shopper is on, so the history keeps its length.
 */
export function useCatchUpWithAddressBar() {
  const shown = useLocation();
  const navigate = useNavigate();
  const firstShown = useRef(shown);
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const { search, hash } = window.location;
    const pathname = shopPath(window.location.pathname);
    const { pathname: shownPath, search: shownSearch } = firstShown.current;
    if (pathname !== shownPath || search !== shownSearch) void navigate(`${pathname}${search}${hash}`, { replace: true });
  }, [navigate]);
}
