import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { internalPath } from '../../features/blog/internalLink';

/**
 * A click handler for a block of HTML we did not render with React (an article): links to our
 * own pages (/category/…, /products/…) navigate inside the app instead of reloading the shop.
 * Modified clicks (new tab, download) and links elsewhere keep the browser's behaviour.
 */
export function useClientSideLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const path = internalPath(anchor.getAttribute('href') ?? '', window.location.href);
      if (path === undefined) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate],
  );
}
