import { useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { ControlButton } from '../ControlButton';
import { stepPosition } from '../carouselLayout';
import type { Autoplay } from '../hooks/useAutoplay';
import * as styles from './CarouselControls.css';

export interface CarouselControlsProps {
  position: number;
  last: number;
  loop: boolean;
  onStep: (delta: 1 | -1) => void;
  onGoTo: (position: number) => void;
  /** Present when the carousel plays by itself: shows the pause/play button. */
  autoplay: Pick<Autoplay, 'isPlaying' | 'togglePlaying'> | undefined;
  showPagination: boolean;
  labels: { previous: string; next: string; pause: string; play: string };
  formatPageLabel: (page: number) => string;
}

/**
 * The row under the slides: pause/play first (WCAG 2.2.2, and first in tab
 * order as the APG asks), the dots, then previous and next.
 */
export function CarouselControls({
  position,
  last,
  loop,
  onStep,
  onGoTo,
  autoplay,
  showPagination,
  labels,
  formatPageLabel,
}: CarouselControlsProps) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const canGoBack = stepPosition(position, -1, last, loop) !== null;
  const canGoOn = stepPosition(position, 1, last, loop) !== null;

  /**
   * A button that becomes disabled drops focus to the page. Reaching an end
   * therefore hands focus to the opposite button before this one is disabled.
   */
  const press = (delta: 1 | -1) => {
    const target = stepPosition(position, delta, last, loop);
    if (target !== null && stepPosition(target, delta, last, loop) === null) {
      (delta > 0 ? previousRef : nextRef).current?.focus();
    }
    onStep(delta);
  };

  return (
    <div className={styles.controls}>
      <div className={styles.start}>
        {autoplay && (
          <ControlButton
            icon={autoplay.isPlaying ? 'pause' : 'play'}
            label={autoplay.isPlaying ? labels.pause : labels.play}
            onPress={autoplay.togglePlaying}
          />
        )}
      </div>
      {/* Always there, so previous and next stay at the end when there are no dots. */}
      <div className={styles.pagination}>
        {showPagination &&
          Array.from({ length: last + 1 }, (_, page) => (
            <AriaButton
              key={page}
              className={styles.dot}
              aria-label={formatPageLabel(page + 1)}
              aria-current={page === position ? 'true' : undefined}
              onPress={() => onGoTo(page)}
            />
          ))}
      </div>
      <div className={styles.end}>
        <ControlButton ref={previousRef} icon="previous" label={labels.previous} isDisabled={!canGoBack} onPress={() => press(-1)} />
        <ControlButton ref={nextRef} icon="next" label={labels.next} isDisabled={!canGoOn} onPress={() => press(1)} />
      </div>
    </div>
  );
}
