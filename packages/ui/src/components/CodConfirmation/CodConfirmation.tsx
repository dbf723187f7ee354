import { formatRupees } from '@shop/rules/money';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { DAY_MONTH_YEAR, WEEKDAY_DAY_MONTH_TIME, formatInstant, toDate } from '../../utils/shopDates';
import { cx } from '../../utils/cx';
import { AlertDialog } from '../AlertDialog';
import { AmountList } from '../AmountList';
import { Button } from '../Button';
import { CheckCircleIcon } from '../Icon/icons/account';
import { ClockIcon } from '../Icon/icons/contact';
import { CrossCircleIcon } from '../Icon/icons/product';
import type { IconProps } from '../Icon';
import { Inline } from '../Inline';
import { Surface } from '../Surface';
import { ErrorIcon } from '../TextField/FieldParts';
import * as styles from './CodConfirmation.css';
import { useUiWords } from '../../words/UiWords';
import { codConfirmationWords, type CodConfirmationLabels } from './codConfirmationWords';

/**
 * Where a cash-on-delivery order's confirmation stands: `awaiting` the customer's answer, `confirmed`,
 * `cancelled` by the customer, or `expired` (not answered by the deadline, so the shop cancelled it).
 */
export type CodConfirmationStatus = 'awaiting' | 'confirmed' | 'cancelled' | 'expired';

export type { CodConfirmationLabels };

export interface CodConfirmationItem {
  /** Stable key; defaults to the name. */
  id?: string | number;
  name: string;
  quantity: number;
}



export interface CodConfirmationProps {
  status: CodConfirmationStatus;
  /** The order's number as the customer knows it from the mail. */
  orderNumber: string | number;
  /** When it was placed: a Date or an ISO 8601 string. */
  orderDate: Date | string;
  items: readonly CodConfirmationItem[];
  /** The delivery city, so the customer recognises the order (never the address). */
  city: string;
  /** What the courier will collect, in rupees. */
  amount: number;
  /** The deadline of the answer: a Date or an ISO 8601 string. */
  confirmBy: Date | string;
  /**
   * Sends the confirmation. Return a promise to show Confirm as pending until it settles; a rejection
   * shows that the answer was not sent, for another try. Update `status` from the answer.
   */
  onConfirm: () => void | PromiseLike<unknown>;
  /** Sends the cancellation, once the customer has said yes in the dialog; a promise as for `onConfirm`. */
  onCancel: () => void | PromiseLike<unknown>;
  /** Words; each one left out keeps its English default. */
  labels?: Partial<CodConfirmationLabels>;
  /** The title's level in the page outline. */
  headingLevel?: 1 | 2 | 3;
  /** The clock deadlines and dates are read on; India's by default, as the shop's mail says. */
  timeZone?: string;
  className?: string;
}

type Tone = 'waiting' | 'success' | 'neutral';

const looks: Record<CodConfirmationStatus, { tone: Tone; icon: ComponentType<IconProps> }> = {
  awaiting: { tone: 'waiting', icon: ClockIcon },
  confirmed: { tone: 'success', icon: CheckCircleIcon },
  cancelled: { tone: 'neutral', icon: CrossCircleIcon },
  expired: { tone: 'neutral', icon: CrossCircleIcon },
};

/**
 * The panel of the page a cash-on-delivery confirmation link opens (no sign-in): what was ordered, where
 * it goes and what to pay at the door, with Confirm and Cancel (which asks again first) while the answer
 * is awaited, and the outcome after. When an answer changes the state, focus moves to the new title, so
 * it is read; a failed answer is announced and focus stays on the button that sent it.
 */
export function CodConfirmation({
  status,
  orderNumber,
  orderDate,
  items,
  city,
  amount,
  confirmBy,
  onConfirm,
  onCancel,
  labels,
  headingLevel = 2,
  timeZone,
  className,
}: CodConfirmationProps) {
  const words = { ...useUiWords('codConfirmation', codConfirmationWords), ...labels };
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isAskingToCancel, setAskingToCancel] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  // Set when the customer answers here, so that only their own answer moves focus, not a page reload.
  const answered = useRef(false);

  useEffect(() => {
    if (!answered.current || status === 'awaiting' || isAskingToCancel) return;
    answered.current = false;
    // A frame later: the closing dialog gives focus back first, to a button this state no longer has.
    const frame = requestAnimationFrame(() => titleRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [status, isAskingToCancel]);

  const confirm = async () => {
    answered.current = true;
    setFailed(false);
    setConfirming(true);
    try {
      await onConfirm();
    } catch {
      answered.current = false;
      setFailed(true);
    } finally {
      setConfirming(false);
    }
  };

  // Resolves either way, so the dialog closes and focus returns to "Cancel order" beside the error.
  const cancel = async () => {
    answered.current = true;
    setFailed(false);
    try {
      await onCancel();
    } catch {
      answered.current = false;
      setFailed(true);
    }
  };

  const deadline = formatInstant(confirmBy, WEEKDAY_DAY_MONTH_TIME, timeZone) ?? '';
  const placed = toDate(orderDate);
  const placedDay = formatInstant(orderDate, DAY_MONTH_YEAR, timeZone);
  const total = formatRupees(amount);
  const { tone, icon: StatusIcon } = looks[status];
  const Title = `h${headingLevel}` as const;
  const showError = hasFailed && status === 'awaiting';
  const message = {
    awaiting: words.awaitingMessage(deadline),
    confirmed: words.confirmedMessage(total),
    cancelled: words.cancelledMessage,
    expired: words.expiredMessage(deadline),
  }[status];
  const title = {
    awaiting: words.awaitingTitle,
    confirmed: words.confirmedTitle,
    cancelled: words.cancelledTitle,
    expired: words.expiredTitle,
  }[status];

  return (
    <Surface as="section" aria-labelledby={titleId} gap="5" className={cx(styles.panel, className)} data-status={status}>
      <div className={styles.outcome}>
        <span className={styles.statusDisc} data-tone={tone} aria-hidden="true">
          <StatusIcon size="1.5rem" />
        </span>
        <Title id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {title}
        </Title>
        <p className={styles.message}>{message}</p>
      </div>

      <div className={styles.order}>
        <p className={styles.orderMeta}>
          <span className={styles.orderNumber}>{words.orderNumber(String(orderNumber))}</span>
          {placed && placedDay && (
            <>
              {' '}
              <time dateTime={placed.toISOString()} className={styles.placed}>
                {words.placedOn(placedDay)}
              </time>
            </>
          )}
        </p>
        <ul className={styles.items} aria-label={words.items}>
          {items.map((item) => (
            <li key={item.id ?? item.name} className={styles.item}>
              <span className={styles.itemName}>{item.name}</span>{' '}
              <span className={styles.quantity}>{words.quantity(item.quantity)}</span>
            </li>
          ))}
        </ul>
        <AmountList
          isSeparated
          rows={[{ label: words.deliverTo, amount: city }]}
          total={
            status === 'cancelled' || status === 'expired' ? undefined : { label: words.amountToPay, amount: total }
          }
        />
      </div>

      {/* Always in the page, so the message put into it is announced; hidden, it takes no room in the panel. */}
      <div role="alert" className={showError ? styles.error : visuallyHidden}>
        {showError && (
          <>
            <ErrorIcon />
            <span>{words.failed}</span>
          </>
        )}
      </div>

      {status === 'awaiting' && (
        <Inline gap="3" collapseBelow="sm">
          <Button size="lg" isPending={isConfirming} pendingLabel={words.confirming} onPress={confirm}>
            {words.confirm}
          </Button>
          <Button size="lg" variant="secondary" isDisabled={isConfirming} onPress={() => setAskingToCancel(true)}>
            {words.cancel}
          </Button>
        </Inline>
      )}
      <AlertDialog
        isOpen={isAskingToCancel}
        onOpenChange={setAskingToCancel}
        variant="destructive"
        title={words.cancelQuestion}
        cancelLabel={words.keepOrder}
        confirmLabel={words.cancelOrder}
        pendingLabel={words.cancelling}
        onConfirm={cancel}
      >
        {words.cancelConsequence}
      </AlertDialog>
    </Surface>
  );
}
