import { formatRupees } from '@shop/rules/money';
import { useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../styles/visuallyHidden.css';
import { Button } from '../../Button';
import { LoadFailed } from '../../LoadFailed';
import { Dialog } from '../../Modal/Dialog';
import { StatusIcon } from '../../OrderBadge/StatusIcon';
import { ToneBadge } from '../../OrderBadge/ToneBadge';
import { Radio, RadioGroup } from '../../RadioGroup';
import { Spinner } from '../../Spinner';
import { ErrorIcon } from '../../TextField/FieldParts';
import { formatSize, formatWeight, type Parcel } from '../parcelFormat';
import * as styles from '../ShipmentBookingDialog.css';
import { defaultBookingLabels, type CourierQuote, type ShipmentBookingLabels } from '../bookingWords';

export interface ShipmentBookingPanelProps {
  orderNumber: string | number;
  quotes: readonly CourierQuote[];
  recommendedId: string | null;
  recommendation: 'cheapest' | 'fastest' | undefined;
  parcel: Parcel;
  isCashOnDelivery: boolean;
  isLoading: boolean;
  quotesError: ReactNode;
  onRetryQuotes: (() => void) | undefined;
  onBook: (courierId: string) => void | PromiseLike<unknown>;
  /** The page's words for what stopped the last booking. */
  error: ReactNode;
  /** Tells the Modal around it when a booking starts and ends, so Escape waits meanwhile. */
  onBookingChange?: (isBooking: boolean) => void;
  /** Each word left out keeps its English default. */
  labels?: Partial<ShipmentBookingLabels>;
}

/**
 * The inside of the booking dialog: the parcel as the courier bills it, the couriers as cards with the
 * recommended one marked, and what stopped a booking. The chosen card takes focus on open, so the packer
 * can compare with the arrow keys and book.
 */
export function ShipmentBookingPanel({
  orderNumber,
  quotes,
  recommendedId,
  recommendation,
  parcel,
  isCashOnDelivery,
  isLoading,
  quotesError,
  onRetryQuotes,
  onBook,
  error,
  onBookingChange,
  labels,
}: ShipmentBookingPanelProps) {
  const words = { ...defaultBookingLabels, ...labels };
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [isBooking, setBooking] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  // The packer's choice while it is still on offer; the recommendation until then.
  const selectedId = chosenId !== null && quotes.some((quote) => quote.id === chosenId) ? chosenId : recommendedId;
  const chosen = quotes.find((quote) => quote.id === selectedId && (!isCashOnDelivery || quote.cashOnDelivery));
  const failure = error ?? (hasFailed ? words.failed : null);

  const changeBooking = (next: boolean) => {
    setBooking(next);
    onBookingChange?.(next);
  };

  const book = (close: () => void) => {
    if (!chosen) return;
    const result = onBook(chosen.id);
    if (!isPromiseLike(result)) {
      close();
      return;
    }
    setFailed(false);
    changeBooking(true);
    result.then(
      () => {
        changeBooking(false);
        close();
      },
      () => {
        changeBooking(false);
        setFailed(true);
      },
    );
  };

  const hasQuotes = !isLoading && quotesError == null && quotes.length > 0;
  return (
    <Dialog
      title={words.title(String(orderNumber))}
      closeLabel={words.close}
      footer={({ close }) => (
        <>
          <Button slot="close" variant="secondary" isDisabled={isBooking}>
            {words.cancel}
          </Button>
          <Button isDisabled={!chosen} isPending={isBooking} pendingLabel={words.booking} onPress={() => book(close)}>
            {failure !== null ? words.finish : words.book(chosen?.name ?? null)}
          </Button>
        </>
      )}
    >
      <div className={styles.body}>
        {/* Always in the page, so a failure put into it is announced; hidden, it takes no room. */}
        <div role="alert" className={failure !== null ? styles.failure : visuallyHidden}>
          {failure !== null && (
            <>
              <ErrorIcon />
              <span className={styles.failureText}>
                <strong className={styles.failureTitle}>{words.failedTitle}</strong> <span>{failure}</span>{' '}
                <span>{words.failedNote}</span>
              </span>
            </>
          )}
        </div>

        <div role="group" aria-label={words.parcel} className={styles.parcel}>
          <dl className={styles.parcelFacts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{words.weight}</dt>
              <dd className={styles.factValue}>{formatWeight(parcel.weightGrams)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{words.size}</dt>
              <dd className={styles.factValue}>{formatSize(parcel)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{words.chargedWeight}</dt>
              <dd className={styles.factValue}>{formatWeight(parcel.chargedWeightGrams)}</dd>
            </div>
          </dl>
        </div>

        {isLoading && <Spinner label={words.loading} isLabelVisible className={styles.loading} />}
        {!isLoading &&
          quotesError != null &&
          (onRetryQuotes ? (
            <LoadFailed message={quotesError} onRetry={onRetryQuotes} retryLabel={words.retryQuotes} />
          ) : (
            <p role="alert" className={styles.none}>
              {quotesError}
            </p>
          ))}
        {!isLoading && quotesError == null && quotes.length === 0 && <p className={styles.none}>{words.noCouriers}</p>}
        {hasQuotes && (
          <RadioGroup
            label={words.couriers}
            description={isCashOnDelivery ? words.cashOnDeliveryOrder : undefined}
            variant="card"
            value={selectedId}
            onChange={setChosenId}
            isDisabled={isBooking}
          >
            {quotes.map((quote) => {
              const refusesCash = isCashOnDelivery && !quote.cashOnDelivery;
              const isRecommended = quote.id === recommendedId;
              return (
                <Radio
                  key={quote.id}
                  value={quote.id}
                  isDisabled={refusesCash}
                  autoFocus={quote.id === selectedId}
                  description={
                    <span className={styles.quote}>
                      <span>
                        <strong className={styles.rate}>{formatRupees(quote.rate)}</strong> · {words.days(quote.estimatedDays)} ·{' '}
                        {quote.cashOnDelivery ? words.collectsCash : words.noCash}
                      </span>{' '}
                      {isRecommended && (
                        <ToneBadge tone="success" icon={<StatusIcon name="check" />} className={styles.recommended}>
                          {words.recommended(recommendation)}
                        </ToneBadge>
                      )}
                    </span>
                  }
                >
                  {quote.name}
                </Radio>
              );
            })}
          </RadioGroup>
        )}
      </div>
    </Dialog>
  );
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}
