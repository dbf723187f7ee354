import { useId } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Spinner.css';
import { SpinnerRing } from './SpinnerRing';

export interface SpinnerProps {
  /** What is loading, e.g. "Loading products". Always the accessible name. */
  label: string;
  /** Show the label next to the ring instead of only announcing it. */
  isLabelVisible?: boolean;
  /** `sm` fits inline text, `md` a card, `lg` a page section. */
  size?: 'sm' | 'md' | 'lg';
  /** `inverse` for a spinner on a brand or dark background. */
  tone?: 'brand' | 'inverse';
  className?: string;
}

/**
 * An indeterminate loading indicator, exposed as `role="progressbar"` with a
 * name. Under reduced motion the ring fades instead of spinning. Plain
 * elements rather than react-aria's ProgressBar: with no value to show it
 * needs none of that one's parts, and its number formatter (made even for no
 * value) was the first Intl number format of a page, which loads the
 * locale's number data in the task that shows the spinner.
 */
export function Spinner({ label, isLabelVisible = false, size = 'md', tone = 'brand', className }: SpinnerProps) {
  const labelId = useId();
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={isLabelVisible ? undefined : label}
      aria-labelledby={isLabelVisible ? labelId : undefined}
      className={cx(styles.spinner({ size, tone }), className)}
    >
      <SpinnerRing />
      {isLabelVisible && (
        <span id={labelId} className={cx(styles.label, tone === 'inverse' && styles.labelInverse)}>
          {label}
        </span>
      )}
    </div>
  );
}
