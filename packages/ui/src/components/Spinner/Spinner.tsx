import { Label } from 'react-aria-components/Label';
import { ProgressBar, type ProgressBarProps } from 'react-aria-components/ProgressBar';
import { cx } from '../../utils/cx';
import * as styles from './Spinner.css';
import { SpinnerRing } from './SpinnerRing';

export interface SpinnerProps extends Omit<ProgressBarProps, 'children' | 'className' | 'value' | 'isIndeterminate' | 'aria-label'> {
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
 * name. Under reduced motion the ring fades instead of spinning.
 */
export function Spinner({
  label,
  isLabelVisible = false,
  size = 'md',
  tone = 'brand',
  className,
  ...props
}: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      isIndeterminate
      aria-label={isLabelVisible ? undefined : label}
      className={cx(styles.spinner({ size, tone }), className)}
    >
      <SpinnerRing />
      {isLabelVisible && <Label className={cx(styles.label, tone === 'inverse' && styles.labelInverse)}>{label}</Label>}
    </ProgressBar>
  );
}
