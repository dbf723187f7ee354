import { useState } from 'react';
import {
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup,
  Text,
  type RadioGroupProps,
  type ValidationResult,
} from 'react-aria-components/RadioGroup';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import { StarIcon } from '../Rating/StarIcon';
import * as styles from './RatingInput.css';
import { useUiWords } from '../../words/UiWords';
import { ratingInputWords } from './ratingInputWords';

export interface RatingInputProps
  extends Omit<
    RadioGroupProps,
    'value' | 'defaultValue' | 'onChange' | 'children' | 'className' | 'style' | 'orientation'
  > {
  /** The visible label of the group, e.g. "Your rating". */
  label: string;
  /** Help text under the stars. */
  description?: string;
  /** Shown when the group is invalid; by default the browser's message for a missing required choice. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The chosen rating, 1 to `max` (controlled); `null` for none. */
  value?: number | null;
  /** The initial rating (uncontrolled). */
  defaultValue?: number | null;
  onChange?: (value: number) => void;
  /** Number of stars. */
  max?: number;
  /** The accessible name of each star. */
  formatStarLabel?: (stars: number) => string;
  /** `md` (44 px targets) in forms, `lg` where the rating is the main question. */
  size?: 'md' | 'lg';
  className?: string;
}

const toRadioValue = (rating: number | null | undefined) =>
  rating === undefined ? undefined : rating === null ? null : String(rating);

/**
 * Lets a customer choose a rating from 1 to 5. It is a react-aria RadioGroup
 * of stars: one Tab stop, arrow keys move the choice, each star is named
 * "1 star" … "5 stars", and hovering previews the rating before the click.
 */
export function RatingInput({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  max = 5,
  formatStarLabel: ownFormatStarLabel,
  size = 'md',
  className,
  ...props
}: RatingInputProps) {
  const words = useUiWords('ratingInput', ratingInputWords);
  const formatStarLabel = ownFormatStarLabel ?? words.star;
  const [hovered, setHovered] = useState<number | null>(null);
  const ratings = Array.from({ length: max }, (_, index) => index + 1);

  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={toRadioValue(value)}
      defaultValue={toRadioValue(defaultValue)}
      onChange={(next) => onChange?.(Number(next))}
      className={cx(styles.group, className)}
    >
      {({ state, isRequired }) => {
        const chosen = state.selectedValue === null ? 0 : Number(state.selectedValue);
        const shown = hovered ?? chosen;
        return (
          <>
            <Label className={styles.label}>
              {label}
              {/* Screen readers get "required" from the radios themselves. */}
              {isRequired && (
                <span className={styles.requiredMark} aria-hidden="true">
                  *
                </span>
              )}
            </Label>
            <div className={styles.stars}>
              {ratings.map((rating) => (
                <RadioField key={rating} value={String(rating)}>
                  <RadioButton
                    className={styles.star({ size })}
                    onHoverStart={() => setHovered(rating)}
                    onHoverEnd={() => setHovered((current) => (current === rating ? null : current))}
                  >
                    <StarIcon fill={rating <= shown ? 1 : 0} />
                    <span className={visuallyHidden}>{formatStarLabel(rating)}</span>
                  </RadioButton>
                </RadioField>
              ))}
            </div>
            {description && (
              <Text slot="description" className={styles.description}>
                {description}
              </Text>
            )}
            <FieldError className={styles.error}>{errorMessage}</FieldError>
          </>
        );
      }}
    </RadioGroup>
  );
}
