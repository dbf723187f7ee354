import { useRef, useState, type DragEvent, type MouseEvent, type PointerEvent } from 'react';
import { useLocale } from 'react-aria-components/I18nProvider';

/** `next` is a swipe towards the start edge (right to left in English): the content follows the finger. */
type SwipeDirection = 'next' | 'previous';

export interface SwipeOptions {
  /** Distance in px the pointer must travel for a swipe; shorter drags spring back. */
  threshold: number;
  onSwipe: (direction: SwipeDirection) => void;
  /** Whether there is a slide that way; a drag towards nothing meets resistance and never swipes. */
  canSwipe?: (direction: SwipeDirection) => boolean;
  isDisabled?: boolean;
}

export interface Swipe {
  /** Horizontal distance dragged so far, in px; 0 when not dragging. */
  dragOffset: number;
  isDragging: boolean;
  /** Spread on the element that can be dragged. It needs `touch-action: pan-y`. */
  swipeProps: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
    onClickCapture: (event: MouseEvent<HTMLElement>) => void;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
  };
}

/** Movement before a press becomes a drag: a small wobble is still a click or a tap. */
const DRAG_SLOP = 8;
/** How much of the pointer's travel a drag towards nothing shows. */
const EDGE_RESISTANCE = 0.25;

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  isDragging: boolean;
}

/**
 * Horizontal swipe from Pointer Events, for mouse, touch and pen alike.
 * Vertical movement is left to the page (scrolling); a press that turns into
 * a drag does not also click the link or button under it.
 */
export function useSwipe({ threshold, onSwipe, canSwipe = () => true, isDisabled = false }: SwipeOptions): Swipe {
  const { direction: textDirection } = useLocale();
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [dragOffset, setDragOffset] = useState(0);
  const [isDragging, setDragging] = useState(false);

  /** A drag to the left (negative) goes to the next slide in left-to-right text, to the previous in right-to-left. */
  const directionOf = (dx: number): SwipeDirection => ((dx < 0) === (textDirection === 'ltr') ? 'next' : 'previous');

  const end = () => {
    gesture.current = null;
    setDragging(false);
    setDragOffset(0);
  };

  return {
    dragOffset,
    isDragging,
    swipeProps: {
      onPointerDown: (event) => {
        if (isDisabled || !event.isPrimary || event.button !== 0) return;
        suppressClick.current = false;
        gesture.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, isDragging: false };
      },
      onPointerMove: (event) => {
        const current = gesture.current;
        if (!current || event.pointerId !== current.pointerId) return;
        const dx = event.clientX - current.startX;
        const dy = event.clientY - current.startY;
        if (!current.isDragging) {
          if (Math.abs(dy) > DRAG_SLOP && Math.abs(dy) > Math.abs(dx)) {
            // The page is being scrolled, not the slides.
            gesture.current = null;
            return;
          }
          if (Math.abs(dx) <= DRAG_SLOP) return;
          current.isDragging = true;
          setDragging(true);
          try {
            // Keeps the drag going when the pointer leaves the element.
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // Synthetic pointers (tests) cannot be captured; the drag still works inside the element.
          }
        }
        setDragOffset(canSwipe(directionOf(dx)) ? dx : dx * EDGE_RESISTANCE);
      },
      onPointerUp: (event) => {
        const current = gesture.current;
        if (!current || event.pointerId !== current.pointerId) return;
        const dx = event.clientX - current.startX;
        if (current.isDragging) {
          suppressClick.current = true;
          const direction = directionOf(dx);
          if (Math.abs(dx) > threshold && canSwipe(direction)) onSwipe(direction);
        }
        end();
      },
      onPointerCancel: end,
      onClickCapture: (event) => {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      // Images and links are natively draggable with a mouse, which would cancel the pointer stream.
      onDragStart: (event) => event.preventDefault(),
    },
  };
}
