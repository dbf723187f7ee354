import type { RadioRenderProps } from 'react-aria-components/RadioGroup';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { PhoneHandsetIcon, TrashLidIcon } from '../Icon/icons/address';
import * as styles from './AddressCard.css';
import { useUiWords } from '../../words/UiWords';
import { addressCardWords } from './addressCardWords';

export interface AddressCardAddress {
  fullName: string;
  phone: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The states of the Radio this card is the content of: pass the Radio's render props. */
export type AddressCardOptionState = Pick<RadioRenderProps, 'isSelected'> &
  Partial<Pick<RadioRenderProps, 'isFocusVisible' | 'isHovered' | 'isDisabled'>>;

export interface AddressCardProps extends AddressCardAddress {
  /** Shows a delete icon button (address book). Not available in option mode. */
  onDelete?: () => void;
  /** The delete request is in flight: the button shows a spinner and ignores presses. */
  isDeleting?: boolean;
  /** The delete button's accessible name. */
  formatDeleteLabel?: (fullName: string) => string;
  /** Hidden label read before the phone number. */
  phoneLabel?: string;
  /**
   * Option mode, for choosing a delivery address at checkout: render the card
   * inside a react-aria Radio and pass its render props here. The card then
   * only draws (radio circle, selected, focus ring); it adds no heading, no
   * button and no role, because the Radio is the control.
   */
  option?: AddressCardOptionState;
  /** The name's heading level in the address book. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A saved delivery address: name, address lines, city, state, PIN code and
 * phone. In the address book it can carry a delete button; at checkout it is
 * the content of a radio option (see `option`).
 */
export function AddressCard({
  fullName,
  phone,
  addressLine1,
  addressLine2,
  city,
  state,
  zipCode,
  onDelete,
  isDeleting = false,
  formatDeleteLabel: ownFormatDeleteLabel,
  phoneLabel: ownPhoneLabel,
  option,
  headingLevel = 3,
  className,
}: AddressCardProps) {
  const words = useUiWords('addressCard', addressCardWords);
  const formatDeleteLabel = ownFormatDeleteLabel ?? words.delete;
  const phoneLabel = ownPhoneLabel ?? words.phone;
  // Inside a Radio's <label> only phrasing content is allowed: spans styled as blocks.
  const details = (
    <>
      <span className={styles.lines}>
        <span className={styles.line}>{addressLine1}</span>
        {addressLine2 && <span className={styles.line}>{addressLine2}</span>}
        <span className={styles.line}>
          {city}, {state} {zipCode}
        </span>
      </span>
      <span className={styles.phone}>
        <PhoneHandsetIcon />
        <span>
          <span className={visuallyHidden}>{phoneLabel}: </span>
          {phone}
        </span>
      </span>
    </>
  );

  if (option) {
    return (
      <span
        className={cx(styles.card, styles.option, className)}
        data-selected={option.isSelected || undefined}
        data-focus-visible={option.isFocusVisible || undefined}
        data-hovered={option.isHovered || undefined}
        data-disabled={option.isDisabled || undefined}
      >
        <span className={styles.indicator} aria-hidden="true" />
        <span className={styles.details}>
          <span className={styles.name}>{fullName}</span>
          {details}
        </span>
      </span>
    );
  }

  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx(styles.card, className)}>
      <div className={styles.header}>
        <Heading className={styles.name}>{fullName}</Heading>
        {onDelete && (
          <Button
            variant="ghost"
            className={styles.deleteButton}
            aria-label={formatDeleteLabel(fullName)}
            isPending={isDeleting}
            onPress={onDelete}
          >
            <TrashLidIcon />
          </Button>
        )}
      </div>
      <div className={styles.details}>{details}</div>
    </article>
  );
}
