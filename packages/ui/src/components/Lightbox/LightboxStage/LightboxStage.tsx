import { useLayoutEffect, useRef } from 'react';
import { inlineVars } from '../../Carousel/inlineVars';
import { useSwipe } from '../../Carousel/hooks/useSwipe';
import type { LightboxSlide } from '../lightboxSlide';
import { framesAround, neighbourIndex } from '../lightboxIndex';
import type { LightboxMotion } from '../useLightboxMotion';
import { LightboxFigure } from './LightboxFigure';
import * as styles from './LightboxStage.css';

export interface LightboxStageProps {
  slides: LightboxSlide[];
  index: number;
  finite: boolean;
  motion: LightboxMotion;
  /** Milliseconds; 0 under reduced motion. */
  fadeDuration: number;
  swipeDuration: number;
  swipeThreshold: number;
  /** Space between slides while swiping, as a fraction of the width (0.3 is 30 %). */
  spacing: number;
}

/**
 * The slides: the current one with its neighbours beside it, off screen. A
 * drag moves them with the pointer; a swipe glides them over; a step fades
 * the new slide in (the Web Animations API, so the duration is the prop's).
 */
export function LightboxStage({ slides, index, finite, motion, fadeDuration, swipeDuration, swipeThreshold, spacing }: LightboxStageProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const { settling, fadeCount, isLanding, onLanded } = motion;

  const swipe = useSwipe({
    threshold: swipeThreshold,
    onSwipe: (direction) => motion.swipe(direction === 'next' ? 1 : -1),
    canSwipe: (direction) => neighbourIndex(index, direction === 'next' ? 1 : -1, slides.length, finite) !== null,
    isDisabled: slides.length < 2 || settling !== null,
  });

  useLayoutEffect(() => {
    if (fadeCount === 0 || fadeDuration === 0) return;
    trackRef.current
      ?.querySelector('[data-offset="0"]')
      ?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: fadeDuration, easing: 'ease-out' });
  }, [fadeCount, fadeDuration]);

  useLayoutEffect(() => {
    if (!isLanding) return;
    // Apply the jump (transitions off) before transitions come back on, so nothing animates back.
    trackRef.current?.getBoundingClientRect();
    onLanded();
  }, [isLanding, onLanded]);

  return (
    <div className={styles.stage} data-dragging={swipe.isDragging || undefined} {...swipe.swipeProps}>
      <div
        ref={trackRef}
        className={styles.track}
        data-instant={swipe.isDragging || isLanding || undefined}
        style={inlineVars([
          [styles.dragVar, `${swipe.dragOffset}px`],
          [styles.settleVar, String(settling === null ? 0 : -settling)],
          [styles.spacingVar, `${spacing * 100}%`],
          [styles.durationVar, `${swipeDuration}ms`],
        ])}
      >
        {framesAround(index, slides.length, finite).map((frame) => (
          <LightboxFigure key={frame.key} slide={slides[frame.index]!} offset={frame.offset} />
        ))}
      </div>
    </div>
  );
}
