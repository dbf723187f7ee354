import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { cx } from '../../../utils/cx';
import { useUiWords } from '../../../words/UiWords';
import { closeButtonWords } from './closeButtonWords';
import * as styles from './CloseButton.css';

export interface CloseButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'aria-label'> {
  /** The accessible name; the button shows only an ✕. */
  label?: string;
  className?: string;
}

/**
 * The ✕ in the corner of a dialog, drawer or toast. `slot="close"` lets the
 * surrounding react-aria Dialog or Toast wire it to their own close action.
 */
export function CloseButton({ label, className, slot = 'close', ...props }: CloseButtonProps) {
  const words = useUiWords('closeButton', closeButtonWords);
  return (
    <AriaButton {...props} slot={slot} aria-label={label ?? words.close} className={cx(styles.closeButton, className)}>
      <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </AriaButton>
  );
}
