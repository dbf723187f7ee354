import { useContext, useId, type ReactNode, type RefAttributes } from 'react';
import { RadioButton, RadioField, Text, type RadioFieldProps } from 'react-aria-components/RadioGroup';
import { cx } from '../../utils/cx';
import * as styles from './RadioGroup.css';
import { RadioVariantContext } from './RadioGroup';

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'className' | 'style'>, RefAttributes<HTMLDivElement> {
  /** The option's name, e.g. the receiver of an address. It is the radio's accessible name. */
  children: ReactNode;
  /**
   * More about the option, read as the radio's description: an address's
   * lines and phone, a delivery speed's date and price. It sits inside the
   * `<label>`, so use phrasing content (spans, not divs).
   */
  description?: ReactNode;
  className?: string;
}

/**
 * One option of a RadioGroup. The whole option (circle, name, description) is
 * the `<label>`, so a click anywhere on it, or on its card, chooses it; the
 * name alone names the radio and the description describes it.
 */
export function Radio({ children, description, className, ...props }: RadioProps) {
  const variant = useContext(RadioVariantContext);
  const nameId = useId();
  return (
    <RadioField {...props} aria-labelledby={nameId} className={cx(styles.option, className)}>
      <RadioButton className={styles.row({ variant })} data-variant={variant}>
        <span className={styles.circle} />
        <span className={styles.content}>
          <span id={nameId} className={styles.name({ variant })}>
            {children}
          </span>
          {description !== undefined && (
            <Text slot="description" elementType="span" className={styles.description({ variant })}>
              {description}
            </Text>
          )}
        </span>
      </RadioButton>
    </RadioField>
  );
}
