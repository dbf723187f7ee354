import { format, isValid, parseISO } from 'date-fns';
import { StatusIcon, type StatusIconName } from '../OrderBadge/StatusIcon';
import { ToneBadge, type BadgeTone } from '../OrderBadge/ToneBadge';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './MessageThread.css';

/** Where an e-mailed answer stands: queued, accepted by the mail server, printed to the log (no mail server), given up. */
export type ThreadDelivery = 'pending' | 'sent' | 'logged' | 'failed';

export interface ThreadEntry {
  /** Stable key. */
  id: string | number;
  /** Who wrote it: the visitor's name, or the staff member's. */
  author: string;
  /** The visitor's e-mail address, shown beside their name. */
  email?: string;
  /** Plain text; shown as typed (never HTML), line breaks kept. */
  body: string;
  /** A Date or an ISO 8601 string. */
  sentAt: Date | string;
  /** `incoming` from the visitor, `outgoing` an answer from the shop. */
  direction: 'incoming' | 'outgoing';
  /** An answer's mail delivery; leave out for the visitor's message. */
  delivery?: ThreadDelivery;
}

export interface MessageThreadProps {
  /** The visitor's message first, then the shop's answers, oldest first. */
  entries: ThreadEntry[];
  /** Default "24 Nov 2025, 10:30 am" in the browser's time zone. */
  formatDate?: (date: Date) => string;
  deliveryLabels?: Partial<Record<ThreadDelivery, string>>;
  /** Hidden words before each entry's author, for screen readers: "From the visitor" / "Answer from the shop". */
  directionLabels?: { incoming: string; outgoing: string };
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

const deliveryLooks: Record<ThreadDelivery, { tone: BadgeTone; icon: StatusIconName; label: string }> = {
  pending: { tone: 'info', icon: 'clock', label: 'Sending' },
  sent: { tone: 'success', icon: 'check', label: 'E-mailed' },
  logged: { tone: 'neutral', icon: 'pencil', label: 'Logged (no mail server)' },
  failed: { tone: 'error', icon: 'alert', label: 'Not delivered' },
};

const defaultFormatDate = (date: Date) => format(date, 'd MMM yyyy, h:mm a');
const defaultDirectionLabels = { incoming: 'From the visitor', outgoing: 'Answer from the shop' };

function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/**
 * A contact message and the shop's e-mailed answers as one conversation, oldest first: the visitor's
 * words on one side, the shop's on the other, each with its author, time and (for answers) whether the
 * mail went out. A record only; the answer form goes below it.
 */
export function MessageThread({
  entries,
  formatDate = defaultFormatDate,
  deliveryLabels,
  directionLabels = defaultDirectionLabels,
  className,
  ...labelling
}: MessageThreadProps) {
  return (
    <ol className={cx(styles.thread, className)} {...labelling}>
      {entries.map((entry) => {
        const date = toDate(entry.sentAt);
        const delivery = entry.delivery && deliveryLooks[entry.delivery];
        return (
          <li key={entry.id} className={styles.entry} data-direction={entry.direction}>
            <article className={styles.bubble} data-direction={entry.direction}>
              <header className={styles.header}>
                <p className={styles.author}>
                  <span className={visuallyHidden}>{directionLabels[entry.direction]}: </span>
                  {entry.author}
                  {entry.email && <span className={styles.email}> &lt;{entry.email}&gt;</span>}
                </p>
                <div className={styles.meta}>
                  {date && (
                    <time className={styles.time} dateTime={date.toISOString()}>
                      {formatDate(date)}
                    </time>
                  )}
                  {delivery && entry.delivery && (
                    <ToneBadge tone={delivery.tone} icon={<StatusIcon name={delivery.icon} />}>
                      {deliveryLabels?.[entry.delivery] ?? delivery.label}
                    </ToneBadge>
                  )}
                </div>
              </header>
              <p className={styles.body}>{entry.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
