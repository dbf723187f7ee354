import { useSyncExternalStore } from 'react';
import { reducedMotionQuery } from '../../../theme/breakpoints';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the user asks for less motion. The theme already zeroes CSS motion
 * tokens; this is for durations and timers that live in JavaScript (slide
 * animations, autoplay, rotating headlines). Follows changes live.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    // On the server nothing moves yet; the client reads the real preference.
    () => false,
  );
}
