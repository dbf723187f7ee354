import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components/TextField';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { FieldDescription, FieldErrorText, FieldLabel, SuccessIcon, fieldStyles } from '../TextField/FieldParts';
import * as styles from './PincodeBox.css';

/** Where the check is: nothing asked yet, waiting for the answer, or answered. */
export type PincodeStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'failed';

const PINCODE_LENGTH = 6;

export interface PincodeBoxProps {
  /** Checks the pincode (e.g. against the postal lookup); resolves `true` when it is deliverable. */
  onCheck: (pincode: string) => Promise<boolean>;
  /** Called whenever the status changes, e.g. to enable Checkout only while `valid`. */
  onStatusChange?: (status: PincodeStatus, pincode: string) => void;
  /** Called with the digits as they are typed. */
  onChange?: (pincode: string) => void;
  defaultValue?: string;
  label?: string;
  description?: ReactNode;
  /** The button's label. */
  checkLabel?: string;
  /** The button's label while the check runs. */
  checkingLabel?: string;
  /** Shown (politely announced) when the pincode is valid, e.g. "Pincode validated". */
  validMessage?: string;
  /** Shown (announced at once) when it is not, e.g. "Please Enter a Valid Pincode Please". */
  invalidMessage?: string;
  /** Shown when `onCheck` fails (network down): the pincode may be fine, so say so. */
  failedMessage?: string;
  className?: string;
}

/**
 * The cart's pincode check: six digits and a Check button. Only digits go in
 * (pasted "560 038" becomes 560038), Check is enabled at six digits and shows
 * it is busy while `onCheck` runs; the answer is shown under the box in a
 * live region. Editing the pincode forgets the last answer.
 */
export function PincodeBox({
  onCheck,
  onStatusChange,
  onChange,
  defaultValue = '',
  label = 'Pincode',
  description,
  checkLabel = 'Check',
  checkingLabel = 'Checking…',
  validMessage = 'Pincode validated',
  invalidMessage = 'Please enter a valid pincode',
  failedMessage = 'Could not check the pincode. Please try again.',
  className,
}: PincodeBoxProps) {
  const [pincode, setPincode] = useState(() => onlyDigits(defaultValue));
  const [status, setStatus] = useState<PincodeStatus>('idle');
  // Each check gets a number, so that the answer to an older pincode is ignored.
  const latestCheck = useRef(0);
  const successId = useId();

  const changeStatus = (next: PincodeStatus, forPincode: string) => {
    setStatus(next);
    onStatusChange?.(next, forPincode);
  };

  const edit = (text: string) => {
    const next = onlyDigits(text);
    setPincode(next);
    onChange?.(next);
    latestCheck.current += 1;
    if (status !== 'idle') changeStatus('idle', next);
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pincode.length !== PINCODE_LENGTH || status === 'checking') return;
    const checkNumber = ++latestCheck.current;
    changeStatus('checking', pincode);
    let answer: PincodeStatus;
    try {
      answer = (await onCheck(pincode)) ? 'valid' : 'invalid';
    } catch {
      answer = 'failed';
    }
    if (checkNumber === latestCheck.current) changeStatus(answer, pincode);
  };

  const problem = status === 'invalid' ? invalidMessage : status === 'failed' ? failedMessage : undefined;

  return (
    <form className={cx(styles.form, className)} onSubmit={check} noValidate>
      <TextField
        value={pincode}
        onChange={edit}
        isInvalid={problem !== undefined}
        aria-describedby={status === 'valid' ? successId : undefined}
        inputMode="numeric"
        autoComplete="postal-code"
        className={styles.field}
      >
        <FieldLabel>{label}</FieldLabel>
        <div className={styles.row}>
          <Input className={styles.input} />
          <Button
            type="submit"
            variant="secondary"
            className={styles.button}
            isDisabled={pincode.length !== PINCODE_LENGTH}
            isPending={status === 'checking'}
            pendingLabel={checkingLabel}
          >
            {checkLabel}
          </Button>
        </div>
        {description !== undefined && <FieldDescription>{description}</FieldDescription>}
        {/* Both live regions stay in the page, so that a message put into them is announced. */}
        <div role="status">
          {status === 'valid' && (
            <span id={successId} className={fieldStyles.success}>
              <SuccessIcon />
              <span>{validMessage}</span>
            </span>
          )}
        </div>
        <div role="alert">
          <FieldErrorText>{problem}</FieldErrorText>
        </div>
      </TextField>
    </form>
  );
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}
