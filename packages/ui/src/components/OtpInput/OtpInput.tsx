import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { Text } from 'react-aria-components/Text';
import { cx } from '../../utils/cx';
import { ErrorIcon, FieldLabel, fieldStyles } from '../TextField/FieldParts';
import * as styles from './OtpInput.css';
import { digitsOf, fillFrom, fromSlots, isComplete, toSlots } from './otpSlots';
import { useUiWords } from '../../words/UiWords';
import { otpInputWords } from './otpInputWords';

export interface OtpInputProps {
  /** Names the group of boxes, shown above them, e.g. "Verification code". */
  label: string;
  /** How many digits the code has. */
  length?: number;
  /** The code typed so far (controlled); a space marks an emptied box in the middle. */
  value?: string;
  /** The starting code (uncontrolled). */
  defaultValue?: string;
  /** Called on every change with the code typed so far. */
  onChange?: (code: string) => void;
  /** Called with the whole code each time the last empty box is filled. */
  onComplete?: (code: string) => void;
  /** Each box's accessible name. */
  digitLabel?: (position: number, length: number) => string;
  description?: ReactNode;
  /** Shown, and announced, while `isInvalid`: "Please enter a valid OTP", "OTP verification failed". */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Focus the first box on mount, e.g. when the verification dialog opens. */
  autoFocus?: boolean;
  /** Submits the code with a native form under this name. */
  name?: string;
  className?: string;
}

/** One column per digit: up to 48 px wide, shrinking together on a narrow phone, never below 36 px. */
const columnsFor = (length: number) => `repeat(${length}, minmax(2.25rem, 3rem))`;

/**
 * A one-time code in single-digit boxes, built from react-aria's Group, Input
 * and Text. Typing a digit moves on, other characters are ignored, Backspace
 * on an empty box goes back, arrows move, and a pasted or autofilled code
 * (also "123-456" or "123 456") fills every box.
 */
export function OtpInput({
  label,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  digitLabel: ownDigitLabel,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  autoFocus = false,
  name,
  className,
}: OtpInputProps) {
  const words = useUiWords('otpInput', otpInputWords);
  const digitLabel = ownDigitLabel ?? words.digit;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const code = value ?? uncontrolled;
  const slots = toSlots(code, length);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const showError = isInvalid && errorMessage !== undefined;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    const nextCode = fromSlots(next);
    if (nextCode === code) return;
    setUncontrolled(nextCode);
    onChange?.(nextCode);
    if (isComplete(nextCode, length)) onComplete?.(nextCode);
  };

  const setDigit = (index: number, digit: string) => {
    const next = [...slots];
    next[index] = digit;
    commit(next);
  };

  const fill = (index: number, text: string) => {
    const digits = digitsOf(text);
    if (!digits) return;
    const filled = fillFrom(slots, index, digits);
    commit(filled.slots);
    focusBox(filled.focus);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (/^\d$/.test(key)) {
      event.preventDefault();
      setDigit(index, key);
      if (index < length - 1) focusBox(index + 1);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (slots[index]) setDigit(index, '');
      else if (index > 0) {
        setDigit(index - 1, '');
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      setDigit(index, '');
    } else if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End') {
      event.preventDefault();
      const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 }[key];
      focusBox(target);
    } else if (key.length === 1) {
      // Letters, spaces, punctuation: a code has digits only.
      event.preventDefault();
    }
  };

  // Phone keyboards and the browser's one-time-code autofill change the value without a usable key event.
  const onInputChange = (index: number, text: string) => {
    const digits = digitsOf(text);
    if (digits.length === 0) setDigit(index, '');
    else if (digits.length === 1) {
      setDigit(index, digits);
      if (index < length - 1) focusBox(index + 1);
    } else fill(index, digits);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const describedBy = [description !== undefined && descriptionId, showError && errorId].filter(Boolean).join(' ');

  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel id={labelId} elementType="span">
        {label}
      </FieldLabel>
      {description !== undefined && (
        <Text id={descriptionId} className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <Group
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        className={styles.boxes}
        style={{ gridTemplateColumns: columnsFor(length) }}
      >
        {slots.map((digit, index) => (
          <Input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            onChange={(event) => onInputChange(index, event.target.value)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={isInvalid || undefined}
            disabled={isDisabled}
            autoFocus={autoFocus && index === 0}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            inputMode="numeric"
            placeholder=" "
            className={styles.box}
          />
        ))}
      </Group>
      {name !== undefined && <input type="hidden" name={name} value={code} />}
      {/* Always in the page, so that a message put into it is announced. */}
      <div role="alert" id={errorId} className={fieldStyles.error}>
        {showError && (
          <>
            <ErrorIcon />
            <span>{errorMessage}</span>
          </>
        )}
      </div>
    </div>
  );
}
