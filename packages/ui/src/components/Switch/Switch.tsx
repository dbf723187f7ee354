import type { ReactNode, RefAttributes } from 'react';
import { SwitchButton, SwitchField, Text, type SwitchFieldProps } from 'react-aria-components/Switch';
import { cx } from '../../utils/cx';
import { SpinnerRing } from '../Spinner/SpinnerRing';
import { FieldErrorText, type FieldErrorMessage } from '../TextField/FieldParts';
import * as styles from './Switch.css';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children' | 'className' | 'style'>,
    RefAttributes<HTMLDivElement> {
  /** The label: what is on or off, e.g. "WhatsApp". A click on it toggles the switch. */
  children: ReactNode;
  /** Help under the label, e.g. "On since 26 Nov 2026, 6:15 pm, chosen at checkout". Read as the switch's description. */
  description?: ReactNode;
  /** Shown while the switch is invalid. */
  errorMessage?: FieldErrorMessage;
  /**
   * `after` (default): the track first, then the label, like a checkbox. `before`: the label first and
   * the track at the end of the row, as in a list of settings.
   */
  labelPlacement?: 'after' | 'before';
  /**
   * The change is being saved: a spinner turns in the thumb and the switch ignores presses until it is
   * done (it stays focusable). Say so in words too, e.g. "Saving…" as the description.
   */
  isPending?: boolean;
  className?: string;
}

/**
 * An on/off setting that takes effect at once: a notification channel, an event's message. A thin
 * wrapper over react-aria's SwitchField: `isSelected`/`onChange`, `defaultSelected`, `isDisabled`,
 * `isReadOnly`, `name`/`value` pass through. For a choice a form sends later, use a Checkbox.
 */
export function Switch({
  children,
  description,
  errorMessage,
  labelPlacement = 'after',
  isPending = false,
  isReadOnly,
  className,
  ...props
}: SwitchProps) {
  const isBefore = labelPlacement === 'before';
  const indent = isBefore ? styles.indentBefore : styles.indentAfter;
  const track = (
    <span className={styles.track} aria-hidden="true">
      <span className={styles.thumb}>{isPending && <SpinnerRing className={styles.spinner} />}</span>
    </span>
  );
  return (
    <SwitchField
      {...props}
      isReadOnly={isReadOnly || isPending}
      data-pending={isPending || undefined}
      className={cx(styles.field, className)}
    >
      <SwitchButton className={cx(styles.row, isBefore && styles.rowBefore)}>
        {isBefore ? (
          <>
            <span className={styles.text}>{children}</span>
            {track}
          </>
        ) : (
          <>
            {track}
            <span className={styles.text}>{children}</span>
          </>
        )}
      </SwitchButton>
      {description !== undefined && (
        <Text slot="description" className={cx(styles.description, indent)}>
          {description}
        </Text>
      )}
      <FieldErrorText className={indent}>{errorMessage}</FieldErrorText>
    </SwitchField>
  );
}
