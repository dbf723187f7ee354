import { useCallback, useState } from 'react';

/** A non-breaking space: appended or dropped so that the same title twice is still a change. */
const NUDGE = '\u00a0';

/**
 * The text of the shell's polite live region and a function that puts a message into it. A screen
 * reader speaks a live region only when its text changes, so a repeated message (two pages with
 * the same title) is nudged by an invisible character.
 */
export function useRouteAnnouncer(): [message: string, announce: (message: string) => void] {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => {
    setMessage((current) => (current === next ? `${next}${NUDGE}` : next));
  }, []);
  return [message, announce];
}
