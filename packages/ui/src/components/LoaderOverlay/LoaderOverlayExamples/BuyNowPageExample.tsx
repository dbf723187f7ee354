import { useEffect, useState } from 'react';
import { Button } from '../../Button';
import { LoaderOverlay } from '../LoaderOverlay';
import * as styles from './LoaderOverlayExamples.css';

export interface BuyNowPageExampleProps {
  label: string;
  /** How long the overlay shows; the spec's Buy Now waits 1.2 s before checkout. */
  duration?: number;
  /** Show the overlay from the start, for review. */
  isInitiallyVisible?: boolean;
  onDone?: () => void;
}

/** A product page whose Buy Now shows the overlay for `duration` ms. Story-only. */
export function BuyNowPageExample({ label, duration = 1200, isInitiallyVisible = false, onDone }: BuyNowPageExampleProps) {
  const [isVisible, setVisible] = useState(isInitiallyVisible);

  useEffect(() => {
    if (!isVisible || isInitiallyVisible) return;
    const timer = setTimeout(() => {
      setVisible(false);
      onDone?.();
    }, duration);
    return () => clearTimeout(timer);
  }, [isVisible, isInitiallyVisible, duration, onDone]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Polycarbonate Bird Spikes, 10 ft pack</h1>
      <p className={styles.text}>UV-stabilised spikes that stop pigeons landing on ledges, parapets and signboards.</p>
      <div className={styles.grid} aria-hidden="true">
        <div className={styles.tile} />
        <div className={styles.tile} />
        <div className={styles.tile} />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary">Add To Cart</Button>
        <Button onPress={() => setVisible(true)}>Buy Now</Button>
      </div>
      <LoaderOverlay isVisible={isVisible} label={label} />
    </div>
  );
}
