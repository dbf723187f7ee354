import { isValid, parseISO } from 'date-fns';
import { Rating } from '../Rating/Rating';
import { StatusIcon, type StatusIconName } from '../OrderBadge/StatusIcon';
import { ToneBadge, type BadgeTone } from '../OrderBadge/ToneBadge';
import { cx } from '../../utils/cx';
import * as styles from './ReviewItem.css';
import { defaultExactDate, defaultRelativeDate } from './reviewDates';
import { useUiWords } from '../../words/UiWords';
import { reviewItemWords } from './reviewItemWords';

export type ReviewStatus = 'published' | 'pending' | 'draft' | 'rejected';

const statusLooks: Record<ReviewStatus, { tone: BadgeTone; icon: StatusIconName; label: string }> = {
  published: { tone: 'success', icon: 'check', label: 'Published' },
  pending: { tone: 'warning', icon: 'clock', label: 'Pending' },
  draft: { tone: 'neutral', icon: 'pencil', label: 'Draft' },
  rejected: { tone: 'error', icon: 'cross', label: 'Not published' },
};

/** The shop's public answer under a review. */
export interface ReviewReply {
  text: string;
  /** A Date or an ISO 8601 string. */
  repliedAt: Date | string;
}

export interface ReviewItemProps {
  userName: string;
  /** 1 to 5. */
  rating: number;
  /** The review as the customer wrote it: shown as plain text (never HTML), line breaks kept. */
  text: string;
  /** When it was written: a Date or an ISO 8601 string. */
  createdAt: Date | string;
  /** Shows the "Verified purchase" badge. */
  isVerifiedPurchase?: boolean;
  verifiedLabel?: string;
  /** The review's moderation status, for My Reviews; leave out on the product page. */
  status?: ReviewStatus;
  statusLabels?: Partial<Record<ReviewStatus, string>>;
  /** Why the shop did not publish it (status `rejected`), shown to its author under the text. */
  rejectionReason?: string | null;
  rejectionLabel?: string;
  /** The shop's reply, shown under the review (plain text, line breaks kept). */
  reply?: ReviewReply | null;
  /** Heading of the reply, e.g. "Reply from BirdShield". */
  replyLabel?: string;
  /** The reviewed product, for My Reviews: a heading of at most two lines above the review. */
  productTitle?: string;
  /** Heading level of `productTitle`. */
  headingLevel?: 2 | 3 | 4;
  /** `plain` between dividers on the product page, `card` in My Reviews. */
  appearance?: 'plain' | 'card';
  /** Default "3 days ago" (date-fns `formatDistanceToNow` with a suffix). */
  formatRelativeDate?: (date: Date) => string;
  /** The exact date in the tooltip. */
  formatExactDate?: (date: Date) => string;
  formatRatingLabel?: (value: string, max: number) => string;
  className?: string;
}

/**
 * One customer review: who, how many stars, when, and what they wrote, with the shop's reply under it.
 * In My Reviews it also shows the product, the review's status and why the shop did not publish it.
 */
/** A Date from a Date or an ISO 8601 string (the API's `created_at`); null when it is not a valid date. */
function toReviewDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

export function ReviewItem({
  userName,
  rating,
  text,
  createdAt,
  isVerifiedPurchase = false,
  verifiedLabel: ownVerifiedLabel,
  status,
  statusLabels,
  rejectionReason,
  rejectionLabel: ownRejectionLabel,
  reply,
  replyLabel: ownReplyLabel,
  productTitle,
  headingLevel = 3,
  appearance = 'plain',
  formatRelativeDate = defaultRelativeDate,
  formatExactDate = defaultExactDate,
  formatRatingLabel,
  className,
}: ReviewItemProps) {
  const words = useUiWords('reviewItem', reviewItemWords);
  const verifiedLabel = ownVerifiedLabel ?? words.verified;
  const rejectionLabel = ownRejectionLabel ?? words.rejection;
  const replyLabel = ownReplyLabel ?? words.reply;
  const date = toReviewDate(createdAt);
  const Heading = `h${headingLevel}` as const;
  const statusLook = status && statusLooks[status];
  const initial = userName.trim().charAt(0) || '?';
  const replyDate = reply ? toReviewDate(reply.repliedAt) : undefined;

  return (
    <article className={cx(styles.item, appearance === 'card' && styles.card, className)}>
      {(productTitle || statusLook) && (
        <div className={styles.top}>
          {productTitle && <Heading className={styles.product}>{productTitle}</Heading>}
          {statusLook && status && (
            <ToneBadge tone={statusLook.tone} icon={<StatusIcon name={statusLook.icon} />} className={styles.status}>
              {statusLabels?.[status] ?? statusLook.label}
            </ToneBadge>
          )}
        </div>
      )}
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <div className={styles.meta}>
          <div className={styles.nameRow}>
            <span className={styles.name}>{userName}</span>
            {isVerifiedPurchase && (
              <ToneBadge tone="success" icon={<StatusIcon name="shield" />}>
                {verifiedLabel}
              </ToneBadge>
            )}
          </div>
          <div className={styles.ratingRow}>
            <Rating value={rating} size="sm" formatLabel={formatRatingLabel} />
            {date && (
              // "3 days ago" depends on the moment it is rendered: a page rendered on the server may say
              // "less than a minute ago" and hydrate a minute later; the next render brings it up to date.
              <time className={styles.date} dateTime={date.toISOString()} title={formatExactDate(date)} suppressHydrationWarning>
                {formatRelativeDate(date)}
              </time>
            )}
          </div>
        </div>
      </div>
      <p className={styles.text}>{text}</p>
      {rejectionReason && (
        <div className={styles.rejection}>
          <p className={styles.noteLabel}>{rejectionLabel}</p>
          <p className={styles.text}>{rejectionReason}</p>
        </div>
      )}
      {reply && (
        <aside className={styles.reply} aria-label={replyLabel}>
          <p className={styles.noteLabel}>
            {replyLabel}
            {replyDate && (
              <>
                {' · '}
                <time className={styles.date} dateTime={replyDate.toISOString()} title={formatExactDate(replyDate)} suppressHydrationWarning>
                  {formatRelativeDate(replyDate)}
                </time>
              </>
            )}
          </p>
          <p className={styles.text}>{reply.text}</p>
        </aside>
      )}
    </article>
  );
}
