import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components/TextField';
import { dayAttribute, formatWeekdayDay } from '../../utils/shopDates';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { CashIcon } from '../Icon/icons/delivery';
import { TruckIcon } from '../Icon/icons/product';
import { FieldDescription, FieldErrorText, FieldLabel, SuccessIcon, fieldStyles } from '../TextField/FieldParts';
import * as styles from './PincodeBox.css';
import { useUiWords } from '../../words/UiWords';
import { pincodeBoxWords } from './pincodeBoxWords';

/**
 * Where the check is: nothing asked yet, waiting, or answered. `valid`: the shopper can order to it (a
 * delivery promise, a courier that could not be asked just now, or a plain `true`). `unserviceable`: a
 * real pincode no courier delivers to. `invalid`: not a pincode. `failed`: `onCheck` threw.
 */
export type PincodeStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'unserviceable' | 'failed';

/**
 * What the courier's serviceability says about a pincode (the API's delivery estimate): a promise, no
 * courier there, or no answer from the courier service just now (the shop still sells, without a date).
 */
export type DeliveryAnswer =
  | {
      status: 'serviceable';
      /** The day it should arrive: an ISO day ("2025-11-28") or a Date. Without it only "We deliver here" is said. */
      deliverBy?: Date | string | null;
      /** The courier the shop would send it with. */
      courier?: string | null;
      /** Whether this order could be paid for on delivery there. */
      cashOnDelivery: boolean;
      /** Why it could not, in the shop's words ("Cash on delivery is for orders up to ₹10,000"); else `noCashOnDelivery`. */
      noCashOnDeliveryReason?: string | null;
    }
  | { status: 'not_serviceable' }
  | { status: 'unknown' };

/** The words of a delivery answer, in the shop's language. */
export interface PincodeDeliveryLabels {
  /** The promise, given the day as "Thu, 28 Nov". */
  deliverBy: (day: string) => string;
  /** Serviceable, but no date came with it. */
  deliverable: string;
  /** Given the courier's name. */
  courier: (courier: string) => string;
  cashOnDelivery: string;
  noCashOnDelivery: string;
  notServiceable: string;
  unknown: string;
}

const PINCODE_LENGTH = 6;

export interface PincodeBoxProps {
  /**
   * Checks the pincode. Resolve `true`/`false` for a plain lookup (deliverable or not a pincode), or a
   * `DeliveryAnswer` for the courier's promise: date, courier and cash on delivery.
   */
  onCheck: (pincode: string) => Promise<boolean | DeliveryAnswer>;
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
  /** Shown (politely announced) when `onCheck` resolves `true`, e.g. "Pincode validated". */
  validMessage?: string;
  /** Shown (announced at once) when it resolves `false`, e.g. "Please Enter a Valid Pincode Please". */
  invalidMessage?: string;
  /** Shown when `onCheck` fails (network down): the pincode may be fine, so say so. */
  failedMessage?: string;
  /** The words of a delivery answer; each one left out keeps its English default. */
  deliveryLabels?: Partial<PincodeDeliveryLabels>;
  /**
   * Say `validMessage` above a delivery answer the shopper can order with: for a check that is a postal
   * lookup first and the courier's promise after it (the cart's "Pincode validated").
   */
  isValidMessageWithDelivery?: boolean;
  /**
   * What else the answer depends on: the quantity on a product page, the cart's lines. When it changes while
   * an answer is shown or on its way, the same pincode is checked again and the new answer replaces the old.
   */
  recheckKey?: string | number;
  className?: string;
}

/**
 * The pincode check of the cart and the product page: six digits and a Check button. Only digits go in
 * (pasted "560 038" becomes 560038), Check is enabled at six digits and shows it is busy while `onCheck`
 * runs; the answer (a plain yes, or the courier's delivery promise) is shown under the box in a live
 * region. Editing the pincode forgets the last answer.
 */
export function PincodeBox({
  onCheck,
  onStatusChange,
  onChange,
  defaultValue = '',
  label: ownLabel,
  description,
  checkLabel: ownCheckLabel,
  checkingLabel: ownCheckingLabel,
  validMessage: ownValidMessage,
  invalidMessage: ownInvalidMessage,
  failedMessage: ownFailedMessage,
  deliveryLabels,
  isValidMessageWithDelivery = false,
  recheckKey,
  className,
}: PincodeBoxProps) {
  const boxWords = useUiWords('pincodeBox', pincodeBoxWords);
  const label = ownLabel ?? boxWords.label;
  const checkLabel = ownCheckLabel ?? boxWords.check;
  const checkingLabel = ownCheckingLabel ?? boxWords.checking;
  const validMessage = ownValidMessage ?? boxWords.valid;
  const invalidMessage = ownInvalidMessage ?? boxWords.invalid;
  const failedMessage = ownFailedMessage ?? boxWords.failed;
  const [pincode, setPincode] = useState(() => onlyDigits(defaultValue));
  const [status, setStatus] = useState<PincodeStatus>('idle');
  const [delivery, setDelivery] = useState<DeliveryAnswer | null>(null);
  // Each check gets a number, so that the answer to an older pincode is ignored.
  const latestCheck = useRef(0);
  const answerId = useId();
  const words = { ...boxWords.delivery, ...deliveryLabels };

  const changeStatus = (next: PincodeStatus, forPincode: string, answer: DeliveryAnswer | null = null) => {
    setStatus(next);
    setDelivery(answer);
    onStatusChange?.(next, forPincode);
  };

  const edit = (text: string) => {
    const next = onlyDigits(text);
    setPincode(next);
    onChange?.(next);
    latestCheck.current += 1;
    if (status !== 'idle') changeStatus('idle', next);
  };

  const runCheck = async (forPincode: string) => {
    const checkNumber = ++latestCheck.current;
    changeStatus('checking', forPincode);
    let next: PincodeStatus;
    let answer: DeliveryAnswer | null = null;
    try {
      const result = await onCheck(forPincode);
      if (typeof result === 'boolean') {
        next = result ? 'valid' : 'invalid';
      } else {
        answer = result;
        // A courier service that could not be asked is no reason to stop a sale.
        next = result.status === 'not_serviceable' ? 'unserviceable' : 'valid';
      }
    } catch {
      next = 'failed';
    }
    if (checkNumber === latestCheck.current) changeStatus(next, forPincode, answer);
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pincode.length !== PINCODE_LENGTH || status === 'checking') return;
    void runCheck(pincode);
  };

  // Read by the effect below, which runs only when the key changes: the latest pincode, state and check.
  const latest = useRef({ pincode, status, runCheck });
  useEffect(() => {
    latest.current = { pincode, status, runCheck };
  });
  const checkedKey = useRef(recheckKey);
  useEffect(() => {
    if (Object.is(checkedKey.current, recheckKey)) return;
    checkedKey.current = recheckKey;
    const { pincode: current, status: now, runCheck: again } = latest.current;
    if (now === 'valid' || now === 'unserviceable' || now === 'checking') void again(current);
  }, [recheckKey]);

  const problem = status === 'invalid' ? invalidMessage : status === 'failed' ? failedMessage : undefined;
  const isAnswered = status === 'valid' || status === 'unserviceable';

  return (
    <form className={cx(styles.form, className)} onSubmit={check} noValidate>
      <TextField
        value={pincode}
        onChange={edit}
        isInvalid={problem !== undefined}
        aria-describedby={isAnswered ? answerId : undefined}
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
          {isAnswered &&
            (delivery ? (
              isValidMessageWithDelivery && status === 'valid' ? (
                <span id={answerId} className={styles.answers}>
                  <span className={fieldStyles.success}>
                    <SuccessIcon />
                    <span>{validMessage}</span>
                  </span>{' '}
                  <DeliveryMessage answer={delivery} words={words} />
                </span>
              ) : (
                <DeliveryMessage id={answerId} answer={delivery} words={words} />
              )
            ) : (
              <span id={answerId} className={fieldStyles.success}>
                <SuccessIcon />
                <span>{validMessage}</span>
              </span>
            ))}
        </div>
        <div role="alert">
          <FieldErrorText>{problem}</FieldErrorText>
        </div>
      </TextField>
    </form>
  );
}

interface DeliveryMessageProps {
  id?: string;
  answer: DeliveryAnswer;
  words: PincodeDeliveryLabels;
}

/**
 * The courier's answer under the box: the promise in bold with the courier and cash on delivery beneath
 * it, or why there is none. The lines are blocks with a space between, so they read as separate phrases
 * in the box's description.
 */
function DeliveryMessage({ id, answer, words }: DeliveryMessageProps) {
  if (answer.status !== 'serviceable') {
    const tone = answer.status === 'not_serviceable' ? 'unserviceable' : 'unknown';
    return (
      <span id={id} className={styles.delivery} data-tone={tone}>
        <TruckIcon className={styles.deliveryIcon} />
        <span className={styles.deliveryLines}>
          <span className={styles.deliveryHeadline}>
            {answer.status === 'not_serviceable' ? words.notServiceable : words.unknown}
          </span>
        </span>
      </span>
    );
  }
  const day = answer.deliverBy ? formatWeekdayDay(answer.deliverBy) : null;
  return (
    <span id={id} className={styles.delivery} data-tone="serviceable">
      <TruckIcon className={styles.deliveryIcon} />
      <span className={styles.deliveryLines}>
        <span className={styles.deliveryHeadline}>
          {day && answer.deliverBy ? (
            <time dateTime={dayAttribute(answer.deliverBy)}>{words.deliverBy(day)}</time>
          ) : (
            words.deliverable
          )}
        </span>{' '}
        {answer.courier && (
          <>
            <span className={styles.deliveryDetail}>{words.courier(answer.courier)}</span>{' '}
          </>
        )}
        <span className={styles.deliveryDetail}>
          <CashIcon size="1.2em" className={styles.codIcon} />
          {answer.cashOnDelivery ? words.cashOnDelivery : (answer.noCashOnDeliveryReason ?? words.noCashOnDelivery)}
        </span>
      </span>
    </span>
  );
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}
