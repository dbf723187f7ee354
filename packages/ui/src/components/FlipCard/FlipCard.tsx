import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { inlineVars } from '../Carousel/inlineVars';
import { usePrefersReducedMotion } from '../Carousel/hooks/usePrefersReducedMotion';
import * as styles from './FlipCard.css';
import { focusHeading } from './focusHeading';

export type FlipCardFace = 'front' | 'back';

export interface FlipCardProps {
  /** The face shown when `flipped` is false, e.g. the login form. */
  front: ReactNode;
  /** The face shown when `flipped` is true, e.g. the registration form. */
  back: ReactNode;
  /** Which face shows. Controlled: the faces' own buttons change it through the caller. */
  flipped: boolean;
  /**
   * Called when a flip has finished, with the face now shown and the face that
   * was left: the place to clear the left face's fields.
   */
  onFlip?: (shown: FlipCardFace, left: FlipCardFace) => void;
  /**
   * Move focus to the first heading of the face that turns up (default). Turn
   * it off only when the control that flips is outside the card and keeps focus.
   */
  moveFocusOnFlip?: boolean;
  /** The 3D turn, in ms. */
  flipDuration?: number;
  /** The cross-fade used instead under `prefers-reduced-motion`, in ms. */
  fadeDuration?: number;
  className?: string;
}

/**
 * A card with two faces that turns over: login on the front, register on the
 * back. The face turned away is `inert` and `aria-hidden`, so neither Tab nor a
 * screen reader can reach it; focus moves to the heading of the face that turns up.
 * While it turns, it takes no pointer: a button pressed mid-turn moves from under
 * the finger before it is released, and the press would be lost without a word.
 */
export function FlipCard({
  front,
  back,
  flipped,
  onFlip,
  moveFocusOnFlip = true,
  flipDuration = 600,
  fadeDuration = 200,
  className,
}: FlipCardProps) {
  const reducedMotion = usePrefersReducedMotion();
  const duration = reducedMotion ? fadeDuration : flipDuration;
  const frontRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLDivElement>(null);

  // The latest callback, so a new function from the caller does not restart the timer.
  const latestOnFlip = useRef(onFlip);
  useEffect(() => {
    latestOnFlip.current = onFlip;
  });

  // The face last handled: the first render is not a flip (also under StrictMode's double effects).
  const handled = useRef(flipped);
  const [isTurning, setTurning] = useState(false);
  useEffect(() => {
    if (handled.current === flipped) return undefined;
    handled.current = flipped;
    const shown: FlipCardFace = flipped ? 'back' : 'front';
    // The new face is no longer inert by now (effects run after the DOM update).
    if (moveFocusOnFlip) focusHeading(flipped ? backRef.current : frontRef.current);
    setTurning(true);
    const timer = window.setTimeout(() => {
      setTurning(false);
      latestOnFlip.current?.(shown, flipped ? 'front' : 'back');
    }, duration);
    return () => {
      window.clearTimeout(timer);
      setTurning(false);
    };
  }, [flipped, moveFocusOnFlip, duration]);

  return (
    <div className={cx(styles.scene, className)} style={inlineVars([[styles.durationVar, `${duration}ms`]])}>
      <div className={styles.card} data-flipped={flipped || undefined} data-turning={isTurning || undefined}>
        <div ref={frontRef} className={styles.face} inert={flipped} aria-hidden={flipped || undefined}>
          {front}
        </div>
        <div ref={backRef} className={cx(styles.face, styles.back)} inert={!flipped} aria-hidden={!flipped || undefined}>
          {back}
        </div>
      </div>
    </div>
  );
}
