import { Children, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Group } from 'react-aria-components/Group';
import { useLocale } from 'react-aria-components/I18nProvider';
import { cx } from '../../utils/cx';
import { useUiWords } from '../../words/UiWords';
import * as styles from './Carousel.css';
import { CarouselControls } from './CarouselControls';
import { carouselWords } from './carouselWords';
import {
  defaultBreakpoints,
  lastPosition,
  layoutForWidth,
  stepPosition,
  type CarouselBreakpoints,
} from './carouselLayout';
import { useAutoplay } from './hooks/useAutoplay';
import { useElementWidth } from './hooks/useElementWidth';
import { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
import { useSwipe } from './hooks/useSwipe';
import { inlineVars } from './inlineVars';

export interface CarouselProps {
  /** The slides: every child is one slide (a banner, a product card, a logo). */
  children: ReactNode;
  /** Names the carousel, e.g. "Our bestsellers". Prefer `aria-labelledby` when a heading is on screen. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Slides per view and gap (px) by the carousel's own width: `{ 0: {…}, 768: {…} }`. */
  breakpoints?: CarouselBreakpoints;
  /** Past the last slide, start again from the first (and back). */
  loop?: boolean;
  /** Move on by itself every `delay` ms. Holds on hover, on focus and in a hidden tab; off under reduced motion. */
  autoplay?: { delay: number };
  /** Dots under the slides, one per position. */
  showPagination?: boolean;
  /** The first slide in view, when controlled; with `onIndexChange`. */
  index?: number;
  /** The first slide in view at the start, when uncontrolled. */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Duration of the slide movement in ms; 0 under `prefers-reduced-motion`. */
  transitionDuration?: number;
  /** Drag distance in px that counts as a swipe. */
  swipeThreshold?: number;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  /** Read by screen readers instead of "region": the kind of thing this is. */
  roleDescription?: string;
  slideRoleDescription?: string;
  /** Each slide's name, "3 of 6" by default. */
  formatSlideLabel?: (position: number, count: number) => string;
  /** Each dot's name, "Go to slide 3" by default. */
  formatPageLabel?: (position: number, count: number) => string;
  className?: string;
}

/**
 * A row of slides that moves one slide at a time, built to the WAI-ARIA APG
 * carousel pattern: previous and next buttons, a pause/play button when it
 * plays by itself, arrow keys while the carousel has focus, swipe with any
 * pointer. Only the slides in view can be reached; the others are inert.
 */
export function Carousel({
  children,
  breakpoints = defaultBreakpoints,
  loop = false,
  autoplay,
  showPagination = false,
  index,
  defaultIndex = 0,
  onIndexChange,
  transitionDuration = 400,
  swipeThreshold = 40,
  previousLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  roleDescription,
  slideRoleDescription,
  formatSlideLabel,
  formatPageLabel,
  className,
  ...labelling
}: CarouselProps) {
  const words = useUiWords('carousel', carouselWords);
  const slides = Children.toArray(children);
  const viewportRef = useRef<HTMLDivElement>(null);
  const { direction } = useLocale();
  const reducedMotion = usePrefersReducedMotion();
  const { slidesPerView, gap } = layoutForWidth(useElementWidth(viewportRef, Object.keys(breakpoints).length > 1), breakpoints);
  const last = lastPosition(slides.length, slidesPerView);

  const [uncontrolled, setUncontrolled] = useState(defaultIndex);
  const position = Math.min(Math.max(index ?? uncontrolled, 0), last);

  const goTo = (target: number) => {
    if (target === position) return;
    keepFocusInView(viewportRef.current, target, slidesPerView);
    if (index === undefined) setUncontrolled(target);
    onIndexChange?.(target);
  };
  const step = (delta: 1 | -1) => {
    const target = stepPosition(position, delta, last, loop);
    if (target !== null) goTo(target);
  };

  const autoplayState = useAutoplay({
    delay: autoplay?.delay,
    position,
    canAdvance: last > 0,
    // Autoplay always goes round, even without `loop`: stopping at the end would look broken.
    onAdvance: () => goTo(position >= last ? 0 : position + 1),
  });

  const swipe = useSwipe({
    threshold: swipeThreshold,
    onSwipe: (towards) => step(towards === 'next' ? 1 : -1),
    canSwipe: (towards) => stepPosition(position, towards === 'next' ? 1 : -1, last, loop) !== null,
    isDisabled: last === 0,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys in a slide's own content (a link, a form field) keep their usual meaning.
    if (viewportRef.current?.contains(event.target as Node)) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? stepPosition(position, 1, last, loop)
        : event.key === backward
          ? stepPosition(position, -1, last, loop)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    if (target !== null) goTo(target);
  };

  return (
    <Group
      {...labelling}
      {...autoplayState.holdProps}
      role="region"
      aria-roledescription={roleDescription ?? words.roleDescription}
      // The carousel itself takes focus, so arrow keys work without first tabbing to a button.
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-autoplay={autoplayState.hasAutoplay ? (autoplayState.isRunning ? 'running' : 'paused') : undefined}
      className={cx(styles.carousel, className)}
      style={inlineVars([
        [styles.perViewVar, String(slidesPerView)],
        [styles.gapVar, `${gap}px`],
        [styles.positionVar, String(position)],
        [styles.dragVar, `${swipe.dragOffset}px`],
        [styles.durationVar, `${reducedMotion ? 0 : transitionDuration}ms`],
      ])}
    >
      <div ref={viewportRef} className={styles.viewport} data-dragging={swipe.isDragging || undefined} {...swipe.swipeProps}>
        {/* Announces newly shown slides only when the user moved them, never while they move by themselves. */}
        <div className={styles.track} aria-live={autoplayState.isRunning ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => {
            const isInView = slideIndex >= position && slideIndex < position + slidesPerView;
            return (
              <div
                key={slideIndex}
                role="group"
                aria-roledescription={slideRoleDescription ?? words.slideRoleDescription}
                aria-label={(formatSlideLabel ?? words.slide)(slideIndex + 1, slides.length)}
                // Out of view: not focusable, not read, not clickable.
                inert={!isInView}
                aria-hidden={isInView ? undefined : true}
                className={styles.slide}
                data-carousel-slide=""
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {last > 0 && (
        <CarouselControls
          position={position}
          last={last}
          loop={loop}
          onStep={step}
          onGoTo={goTo}
          autoplay={autoplayState.hasAutoplay ? autoplayState : undefined}
          showPagination={showPagination}
          labels={{
            previous: previousLabel ?? words.previous,
            next: nextLabel ?? words.next,
            pause: pauseLabel ?? words.pause,
            play: playLabel ?? words.play,
          }}
          formatPageLabel={(page) => (formatPageLabel ?? words.page)(page, last + 1)}
        />
      )}
    </Group>
  );
}

/**
 * When focus is inside a slide that is about to leave the view (it becomes
 * inert, and focus would fall to the page), move it to the carousel itself.
 */
function keepFocusInView(viewport: HTMLElement | null, target: number, slidesPerView: number) {
  const focused = document.activeElement;
  if (!viewport || !focused || !viewport.contains(focused)) return;
  const slideElements = Array.from(viewport.querySelectorAll<HTMLElement>(':scope [data-carousel-slide]'));
  const focusedSlide = slideElements.findIndex((slide) => slide.contains(focused));
  if (focusedSlide >= target && focusedSlide < target + slidesPerView) return;
  viewport.closest<HTMLElement>('[role="region"]')?.focus();
}
