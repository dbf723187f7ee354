import { useCallback, useEffect, useRef } from 'react';
import { useLocale } from 'react-aria-components/I18nProvider';

/**
 * ←/→ anywhere in an element (mirrored in right-to-left text), as a callback
 * ref. A native listener, because react-aria's Dialog does not pass keyboard
 * handlers through, and the dialog element itself has focus when it opens.
 */
export function useArrowKeys(onArrow: (step: 1 | -1) => void): (element: HTMLElement | null) => (() => void) | undefined {
  const { direction } = useLocale();
  const latest = useRef({ onArrow, direction });
  useEffect(() => {
    latest.current = { onArrow, direction };
  });

  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const forward = latest.current.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backward = latest.current.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      if (event.key !== forward && event.key !== backward) return;
      event.preventDefault();
      latest.current.onArrow(event.key === forward ? 1 : -1);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);
}
