import { useEffect, useRef, useState } from 'react';
import { neighbourIndex } from './lightboxIndex';

export interface LightboxMotionOptions {
  index: number;
  count: number;
  finite: boolean;
  onIndexChange: (index: number) => void;
  /** 0 under reduced motion. */
  swipeDuration: number;
}

export interface LightboxMotion {
  /** Previous/next by button or key: the new slide fades in. */
  step: (delta: 1 | -1) => void;
  /** A swipe past the threshold: the slides glide over, then the index changes. */
  swipe: (delta: 1 | -1) => void;
  /** The direction the slides are gliding in after a swipe, or null. */
  settling: 1 | -1 | null;
  /** Counts steps; the stage fades the current slide in when it changes. */
  fadeCount: number;
  /** True for the one render where a swipe lands: the slides jump into their new places without animating. */
  isLanding: boolean;
  onLanded: () => void;
}

/**
 * How the lightbox moves between slides. Input is ignored while a swipe
 * glides, so a key pressed mid-swipe cannot skip a slide.
 */
export function useLightboxMotion({ index, count, finite, onIndexChange, swipeDuration }: LightboxMotionOptions): LightboxMotion {
  const [settling, setSettling] = useState<1 | -1 | null>(null);
  const [fadeCount, setFadeCount] = useState(0);
  const [isLanding, setLanding] = useState(false);

  // The latest values for the timer, which must not restart when the parent re-renders.
  const latest = useRef({ index, count, finite, onIndexChange });
  useEffect(() => {
    latest.current = { index, count, finite, onIndexChange };
  });

  useEffect(() => {
    if (settling === null) return undefined;
    const timer = window.setTimeout(() => {
      const { index: from, count: total, finite: isFinite, onIndexChange: change } = latest.current;
      const target = neighbourIndex(from, settling, total, isFinite);
      setSettling(null);
      setLanding(true);
      if (target !== null) change(target);
    }, swipeDuration);
    return () => window.clearTimeout(timer);
  }, [settling, swipeDuration]);

  return {
    step: (delta) => {
      if (settling !== null) return;
      const target = neighbourIndex(index, delta, count, finite);
      if (target === null) return;
      setFadeCount((value) => value + 1);
      onIndexChange(target);
    },
    swipe: (delta) => {
      if (settling === null && neighbourIndex(index, delta, count, finite) !== null) setSettling(delta);
    },
    settling,
    fadeCount,
    isLanding,
    onLanded: () => setLanding(false),
  };
}
