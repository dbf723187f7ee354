import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while the server renders and while the browser hydrates what it rendered; false in every later render, and in
 * every render of a page the browser draws itself. React renders again once hydrated, as the two snapshots differ.
 * For markup the server cannot choose (what fits the screen's width): both choices are rendered until then.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
