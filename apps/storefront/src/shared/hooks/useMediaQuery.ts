import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (a rotated phone, a resized window). For
 * layouts that need different markup, not just different styles: the cart's table and its phone cards.
 * False on the server and while a served page hydrates, where the width is unknown: markup both widths need is
 * rendered then with useIsHydrating.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
