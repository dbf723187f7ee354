import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (a rotated phone, a resized window). For
 * layouts that need different markup, not just different styles: the cart's table and its phone cards.
 * `whileUnknown` is the answer on the server and while a served page hydrates (the width unknown there); React
 * renders again with the browser's answer once hydrated.
 */
export function useMediaQuery(query: string, { whileUnknown = false }: { whileUnknown?: boolean } = {}): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => whileUnknown);
}
