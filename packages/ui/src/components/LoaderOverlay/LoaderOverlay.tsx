import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { Spinner } from '../Spinner';
import { useUiWords } from '../../words/UiWords';
import * as styles from './LoaderOverlay.css';
import { loaderOverlayWords } from './loaderOverlayWords';
import { useInertOutside } from './useInertOutside';

export interface LoaderOverlayProps {
  /** Show the overlay. */
  isVisible: boolean;
  /** What is happening, e.g. "Processing your order...". Shown, and announced when the overlay appears. */
  label?: string;
}

/**
 * A full-screen translucent overlay with a labelled Spinner, for moments when
 * the whole page must wait: the 'Processing your order...' step after Buy Now,
 * the first load of the bestsellers. While visible the page underneath is
 * inert (no clicks, no focus, hidden from screen readers) and `aria-busy`.
 */
export function LoaderOverlay({ isVisible, label: ownLabel }: LoaderOverlayProps) {
  const words = useUiWords('loaderOverlay', loaderOverlayWords);
  const label = ownLabel ?? words.label;
  const rootRef = useRef<HTMLDivElement>(null);
  // The portal needs `document`; rendering it after mount keeps server and first client render equal.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useInertOutside(rootRef, isVisible && isMounted);

  if (!isMounted) return null;
  return createPortal(
    <div ref={rootRef}>
      {/* Present before it fills, so screen readers announce the label when it appears. */}
      <div role="status" className={visuallyHidden}>
        {isVisible ? label : ''}
      </div>
      {isVisible && (
        <div className={styles.overlay}>
          <div className={styles.card}>
            <Spinner label={label} isLabelVisible size="md" />
          </div>
        </div>
      )}
    </div>,
    document.body,
  );
}
