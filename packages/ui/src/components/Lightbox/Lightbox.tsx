import { useRef } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useUiWords } from '../../words/UiWords';
import { ControlButton } from '../Carousel/ControlButton';
import { usePrefersReducedMotion } from '../Carousel/hooks/usePrefersReducedMotion';
import { closeButtonWords } from '../Modal/CloseButton/closeButtonWords';
import * as styles from './Lightbox.css';
import { lightboxWords } from './lightboxWords';
import { neighbourIndex } from './lightboxIndex';
import type { LightboxSlide } from './lightboxSlide';
import { LightboxStage } from './LightboxStage';
import { useArrowKeys } from './useArrowKeys';
import { useLightboxMotion } from './useLightboxMotion';

export interface LightboxProps {
  slides: LightboxSlide[];
  /** The slide shown. Controlled: update it from `onIndexChange`. */
  index: number;
  onIndexChange: (index: number) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Stop at the first and last slide instead of going round. */
  finite?: boolean;
  /** Fade between slides on previous/next, in ms; 0 under reduced motion. */
  fadeDuration?: number;
  /** Glide after a swipe, in ms; 0 under reduced motion. */
  swipeDuration?: number;
  /** Drag distance in px that counts as a swipe. */
  swipeThreshold?: number;
  /** Space between slides while swiping, as a fraction of the width. */
  spacing?: number;
  /** The dialog's name. */
  'aria-label'?: string;
  previousLabel?: string;
  nextLabel?: string;
  closeLabel?: string;
  /** What screen readers hear on every change; "Image 3 of 8: {title}" by default. */
  formatAnnouncement?: (position: number, count: number, slide: LightboxSlide) => string;
}

/**
 * A full-screen image viewer over a list of slides: previous/next buttons,
 * ←/→, swipe, Escape or the close button. A react-aria modal dialog: focus is
 * trapped inside while it is open and returns to the thumbnail that opened it.
 */
export function Lightbox({
  slides,
  index,
  onIndexChange,
  isOpen,
  onOpenChange,
  finite = false,
  fadeDuration = 250,
  swipeDuration = 500,
  swipeThreshold = 50,
  spacing = 0.3,
  'aria-label': ownAriaLabel,
  previousLabel: ownPreviousLabel,
  nextLabel: ownNextLabel,
  closeLabel: ownCloseLabel,
  formatAnnouncement: ownFormatAnnouncement,
}: LightboxProps) {
  const words = useUiWords('lightbox', lightboxWords);
  const closeWords = useUiWords('closeButton', closeButtonWords);
  const ariaLabel = ownAriaLabel ?? words.label;
  const previousLabel = ownPreviousLabel ?? words.previous;
  const nextLabel = ownNextLabel ?? words.next;
  const closeLabel = ownCloseLabel ?? closeWords.close;
  const formatAnnouncement = ownFormatAnnouncement ?? ((position: number, count: number, slide: LightboxSlide) => words.announcement(position, count, slide.title));
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const motion = useLightboxMotion({
    index: current,
    count,
    finite,
    onIndexChange,
    swipeDuration: reducedMotion ? 0 : swipeDuration,
  });
  const slide = slides[current];
  const canGoBack = neighbourIndex(current, -1, count, finite) !== null;
  const canGoOn = neighbourIndex(current, 1, count, finite) !== null;

  const arrowKeysRef = useArrowKeys(motion.step);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  /**
   * In a finite lightbox the button that reaches an end becomes disabled and
   * would drop focus; it hands focus to the opposite button first.
   */
  const pressStep = (delta: 1 | -1) => {
    const target = neighbourIndex(current, delta, count, finite);
    if (target !== null && neighbourIndex(target, delta, count, finite) === null) {
      (delta > 0 ? previousRef : nextRef).current?.focus();
    }
    motion.step(delta);
  };

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog ref={arrowKeysRef} aria-label={ariaLabel} className={styles.dialog}>
          <div className={styles.topBar}>
            {/* Read through the live region instead, with the title. */}
            <span className={styles.counter} aria-hidden="true">
              {current + 1} / {count}
            </span>
            <ControlButton icon="close" label={closeLabel} tone="inverse" slot="close" />
          </div>
          {slide && (
            <LightboxStage
              slides={slides}
              index={current}
              finite={finite}
              motion={motion}
              fadeDuration={reducedMotion ? 0 : fadeDuration}
              swipeDuration={reducedMotion ? 0 : swipeDuration}
              swipeThreshold={swipeThreshold}
              spacing={spacing}
            />
          )}
          {count > 1 && (
            <>
              <ControlButton
                ref={previousRef}
                className={styles.previous}
                icon="previous"
                label={previousLabel}
                tone="inverse"
                size="lg"
                isDisabled={!canGoBack}
                onPress={() => pressStep(-1)}
              />
              <ControlButton
                ref={nextRef}
                className={styles.next}
                icon="next"
                label={nextLabel}
                tone="inverse"
                size="lg"
                isDisabled={!canGoOn}
                onPress={() => pressStep(1)}
              />
            </>
          )}
          <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
            {slide ? formatAnnouncement(current + 1, count, slide) : ''}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
