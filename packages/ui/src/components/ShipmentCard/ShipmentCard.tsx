import { formatRupees } from '@shop/rules/money';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { WEEKDAY_DAY_MONTH_TIME, dayAttribute, formatInstant, formatWeekdayDay, toDate } from '../../utils/shopDates';
import { Button } from '../Button';
import { PrinterIcon } from '../Icon/icons/delivery';
import { ExternalIcon } from '../Icon/icons/contact';
import { LinkButton } from '../LinkButton';
import { StatusIcon } from '../OrderBadge/StatusIcon';
import { ToneBadge } from '../OrderBadge/ToneBadge';
import { Surface } from '../Surface';
import { ErrorIcon } from '../TextField/FieldParts';
import * as styles from './ShipmentCard.css';

/** `booked`: the courier has it (AWB, label, pickup); `booking`: the aggregator broke off part way. */
export type ShipmentBookingStatus = 'booked' | 'booking';

/** The words of the card, in the shop's language. */
export interface ShipmentCardLabels {
  title: string;
  booked: string;
  booking: string;
  courier: string;
  awb: string;
  pickup: string;
  rate: string;
  bookedThrough: string;
  bookedOn: string;
  printLabel: string;
  labelNotReady: string;
  track: string;
  /** Read after the link's name: where it opens. */
  opensInNewTab: string;
  incompleteTitle: string;
  incompleteNote: string;
  finish: string;
  finishing: string;
  /** Announced when finishing fails again; the card's error then shows the aggregator's new words. */
  finishFailed: string;
}

const defaultLabels: ShipmentCardLabels = {
  title: 'Shipment',
  booked: 'Booked',
  booking: 'Booking incomplete',
  courier: 'Courier',
  awb: 'AWB',
  pickup: 'Pickup',
  rate: 'Rate',
  bookedThrough: 'Booked through',
  bookedOn: 'Booked on',
  printLabel: 'Print label',
  labelNotReady: 'The label is not ready yet.',
  track: 'Track parcel',
  opensInNewTab: '(opens in a new tab)',
  incompleteTitle: 'Booking stopped part way.',
  incompleteNote: 'Nothing is booked twice: finishing picks up where it stopped.',
  finish: 'Finish booking',
  finishing: 'Finishing…',
  finishFailed: 'The booking is still not finished.',
};

export interface ShipmentCardProps {
  status: ShipmentBookingStatus;
  /** The aggregator it was booked through, e.g. "Shiprocket". */
  carrier: string;
  courierName?: string | null;
  /** The air waybill (tracking) number, once assigned. */
  awb?: string | null;
  /** The courier's tracking page. */
  trackingUrl?: string | null;
  /** Where the label PDF is; Print label opens it in a new tab. Null while the label is not ready. */
  labelUrl?: string | null;
  /** The day the courier collects it: an ISO day ("2025-11-27") or a Date. */
  pickupDate?: Date | string | null;
  /** What the aggregator charges the shop, in rupees. */
  rate?: number | null;
  /** When it was booked: a Date or an ISO 8601 string. */
  bookedAt?: Date | string | null;
  /** Why the booking stopped part way, in the aggregator's words. */
  error?: ReactNode;
  /**
   * Finishes a booking that stopped part way. Return a promise to show the button pending until it
   * settles; a rejection says the booking is still not finished. Update `status` from the answer.
   */
  onFinishBooking?: () => void | PromiseLike<unknown>;
  /** The title's level in the page outline. */
  headingLevel?: 2 | 3;
  /** Move focus to the title when the card appears, e.g. after booking, when the button that booked it has gone. */
  autoFocus?: boolean;
  labels?: Partial<ShipmentCardLabels>;
  className?: string;
}

/**
 * A booked shipment on the back-office's order page: courier, AWB, pickup day, rate and the aggregator,
 * with Print label and the courier's tracking page. A booking the aggregator broke off shows its error
 * and "Finish booking"; once finished, focus moves to the title, since the button is gone.
 */
export function ShipmentCard({
  status,
  carrier,
  courierName,
  awb,
  trackingUrl,
  labelUrl,
  pickupDate,
  rate,
  bookedAt,
  error,
  onFinishBooking,
  headingLevel = 2,
  autoFocus = false,
  labels,
  className,
}: ShipmentCardProps) {
  const words = { ...defaultLabels, ...labels };
  const titleId = useId();
  const errorId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [isFinishing, setFinishing] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const finished = useRef(false);

  useEffect(() => {
    if (!autoFocus) return;
    // A frame later: a dialog that just closed gives focus back first, to a button that may be gone.
    const frame = requestAnimationFrame(() => titleRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);

  useEffect(() => {
    if (status !== 'booked' || !finished.current) return;
    finished.current = false;
    titleRef.current?.focus();
  }, [status]);

  const finish = async () => {
    if (!onFinishBooking) return;
    finished.current = true;
    setFailed(false);
    setFinishing(true);
    try {
      await onFinishBooking();
    } catch {
      finished.current = false;
      setFailed(true);
    } finally {
      setFinishing(false);
    }
  };

  const pickup = pickupDate ? formatWeekdayDay(pickupDate) : null;
  const booked = bookedAt ? toDate(bookedAt) : null;
  const bookedWhen = bookedAt ? formatInstant(bookedAt, WEEKDAY_DAY_MONTH_TIME) : null;
  const Title = `h${headingLevel}` as const;
  const isIncomplete = status === 'booking';

  return (
    <Surface as="section" aria-labelledby={titleId} className={className} data-status={status}>
      <header className={styles.header}>
        <Title id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {words.title}
        </Title>
        <ToneBadge
          tone={isIncomplete ? 'warning' : 'success'}
          icon={<StatusIcon name={isIncomplete ? 'alert' : 'check'} />}
          size="md"
        >
          {isIncomplete ? words.booking : words.booked}
        </ToneBadge>
      </header>

      <dl className={styles.facts}>
        {courierName && <Fact label={words.courier}>{courierName}</Fact>}
        {awb && (
          <Fact label={words.awb}>
            <span className={styles.awb}>{awb}</span>
          </Fact>
        )}
        {pickup && pickupDate && (
          <Fact label={words.pickup}>
            <time dateTime={dayAttribute(pickupDate)}>{pickup}</time>
          </Fact>
        )}
        {rate != null && <Fact label={words.rate}>{formatRupees(rate)}</Fact>}
        <Fact label={words.bookedThrough}>{carrier}</Fact>
        {booked && bookedWhen && (
          <Fact label={words.bookedOn}>
            <time dateTime={booked.toISOString()}>{bookedWhen}</time>
          </Fact>
        )}
      </dl>

      {isIncomplete && (
        <div className={styles.problem}>
          <p id={errorId} className={styles.error}>
            <ErrorIcon />
            <span>
              <strong className={styles.errorTitle}>{words.incompleteTitle}</strong>
              {error != null && <> {error}</>} {words.incompleteNote}
            </span>
          </p>
          {onFinishBooking && (
            <Button
              aria-describedby={errorId}
              isPending={isFinishing}
              pendingLabel={words.finishing}
              onPress={finish}
            >
              {words.finish}
            </Button>
          )}
        </div>
      )}
      {/* Always in the page, so the failure put into it is announced. */}
      <div role="alert" className={visuallyHidden}>
        {hasFailed && isIncomplete ? words.finishFailed : null}
      </div>

      {(labelUrl || trackingUrl || (!isIncomplete && !labelUrl)) && (
        <div className={styles.actions}>
          {labelUrl ? (
            <LinkButton href={labelUrl} target="_blank" rel="noopener" variant="primary">
              <PrinterIcon />
              {words.printLabel}
              <span className={visuallyHidden}> {words.opensInNewTab}</span>
            </LinkButton>
          ) : (
            !isIncomplete && <p className={styles.muted}>{words.labelNotReady}</p>
          )}
          {trackingUrl && (
            <LinkButton href={trackingUrl} target="_blank" rel="noopener noreferrer" variant="secondary">
              {words.track}
              <ExternalIcon />
              <span className={visuallyHidden}> {words.opensInNewTab}</span>
            </LinkButton>
          )}
        </div>
      )}
    </Surface>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
