import type { ReactNode, RefAttributes } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { cx } from '../../utils/cx';
import { SpinnerRing } from '../Spinner/SpinnerRing';
import * as styles from './Button.css';
import type { ButtonVariant } from './Button.tokens';

export interface ButtonProps extends AriaButtonProps, RefAttributes<HTMLButtonElement> {
  /** `primary` for the one main action of a view, `danger` for destructive ones. */
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the width of the container, e.g. "Add to cart" on mobile. */
  isFullWidth?: boolean;
  /**
   * Text shown, and read as the button's name, while `isPending`, e.g.
   * "Sending…". Without it the label is kept (invisible) under a spinner.
   */
  pendingLabel?: string;
}

/**
 * An action button. A thin wrapper over react-aria's Button: all of its props
 * (`onPress`, `isDisabled`, `isPending`, `type`, …) pass through.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  pendingLabel,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) =>
        cx(styles.button({ variant, size, fullWidth: isFullWidth }), extra),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <ButtonContent isPending={isPending} pendingLabel={pendingLabel}>
          {content}
        </ButtonContent>
      ))}
    </AriaButton>
  );
}

interface ButtonContentProps {
  isPending: boolean;
  pendingLabel: string | undefined;
  children: ReactNode;
}

function ButtonContent({ isPending, pendingLabel, children }: ButtonContentProps) {
  if (isPending && pendingLabel) {
    return (
      <span className={styles.label}>
        <SpinnerRing className={styles.pendingSpinner} />
        {pendingLabel}
      </span>
    );
  }
  return (
    <>
      <span className={cx(styles.label, isPending && styles.labelHidden)}>{children}</span>
      {isPending && (
        <span className={styles.pendingOverlay}>
          <SpinnerRing className={styles.pendingSpinner} />
        </span>
      )}
    </>
  );
}
