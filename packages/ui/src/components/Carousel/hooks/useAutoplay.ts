import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { usePageVisible } from './usePageVisible';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface AutoplayOptions {
  /** Milliseconds between steps; `undefined` turns autoplay off. */
  delay: number | undefined;
  /** The item shown now: a manual move restarts the wait from a full delay. */
  position: number;
  /** Whether there is anything to rotate to (more than one item or page). */
  canAdvance: boolean;
  onAdvance: () => void;
}

export interface Autoplay {
  /** Autoplay is configured and there is something to rotate: show the pause/play button. */
  hasAutoplay: boolean;
  /** The user's choice, or the default: what the pause/play button shows. */
  isPlaying: boolean;
  /** Actually ticking: playing, and not held by hover, focus inside or a hidden tab. */
  isRunning: boolean;
  togglePlaying: () => void;
  /** For a react-aria `Group` around the rotating content: hover and focus inside hold the rotation. */
  holdProps: {
    onHoverChange: (isHovering: boolean) => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<Element>) => void;
  };
}

/**
 * Timed rotation that meets WCAG 2.2.2 (pause, stop, hide): it holds while the
 * pointer is over the content, while focus is inside it and while the tab is
 * hidden, starts stopped under `prefers-reduced-motion`, and can be stopped and
 * restarted with a button. Pressing play while hovering or focused resumes at
 * once: the user asked for it (as in the APG carousel pattern).
 */
export function useAutoplay({ delay, position, canAdvance, onAdvance }: AutoplayOptions): Autoplay {
  const prefersReducedMotion = usePrefersReducedMotion();
  const isPageVisible = usePageVisible();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);

  const hasAutoplay = delay !== undefined && canAdvance;
  const isPlaying = hasAutoplay && (choice === null ? !prefersReducedMotion : choice === 'play');
  const isRunning = isPlaying && isPageVisible && !isHovered && !isFocusWithin;

  // The latest callback, so the timer is not restarted by a new function identity on every render.
  const advance = useRef(onAdvance);
  useEffect(() => {
    advance.current = onAdvance;
  });

  useEffect(() => {
    if (!isRunning || delay === undefined) return undefined;
    const timer = window.setTimeout(() => advance.current(), delay);
    return () => window.clearTimeout(timer);
  }, [isRunning, delay, position]);

  return {
    hasAutoplay,
    isPlaying,
    isRunning,
    togglePlaying: () => {
      if (isPlaying) {
        setChoice('pause');
        return;
      }
      setChoice('play');
      setHovered(false);
      setFocusWithin(false);
    },
    holdProps: {
      onHoverChange: setHovered,
      onFocus: () => setFocusWithin(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      },
    },
  };
}
