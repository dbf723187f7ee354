import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { DAY_MONTH_TIME, formatInstant, toDate } from '../../utils/shopDates';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { defaultChannelNames, type MessagingChannel } from '../MessagingOptIn/messagingChannels';
import { StatusIcon } from '../OrderBadge/StatusIcon';
import { ToneBadge } from '../OrderBadge/ToneBadge';
import { Surface } from '../Surface';
import { ErrorIcon } from '../TextField/FieldParts';
import {
  defaultEventNames,
  notificationStatusLooks,
  retryableStatuses,
  type NotificationEvent,
  type NotificationProvider,
  type NotificationStatus,
} from './notificationEvents';
import * as styles from './OrderNotifications.css';

/** One message about an order, as the API answers it (the contract's `OrderNotification`). */
export interface OrderNotification {
  id: number | string;
  event: NotificationEvent;
  channel: MessagingChannel;
  provider: NotificationProvider;
  /** The WhatsApp template's name or the SMS's DLT template id. */
  template: string;
  /** The number, all but its last four digits hidden: "••••••3210". */
  to: string;
  status: NotificationStatus;
  attempts: number;
  last_error: string | null;
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
}

/** The words of the list, in the shop's language. */
export interface OrderNotificationsLabels {
  title: string;
  /** Under the title. */
  subtitle: string;
  events: Record<NotificationEvent, string>;
  statuses: Record<NotificationStatus, string>;
  whatsapp: string;
  sms: string;
  /** The mark on a message the demo channel only wrote to the log. */
  demo: string;
  to: string;
  template: string;
  attempts: string;
  updated: string;
  lastError: string;
  retry: string;
  retrying: string;
  /** Read after "Retry", given the event and channel ("the Shipped message on WhatsApp"), so each row's button has its own name. */
  retryWhat: (event: string, channel: string) => string;
  /** Announced once a message is queued again, given its event and channel. */
  queued: (event: string, channel: string) => string;
  retryFailed: string;
  emptyTitle: string;
  emptyDescription: string;
}

const defaultLabels: OrderNotificationsLabels = {
  title: 'WhatsApp and SMS messages',
  subtitle: 'Oldest first. A customer gets only the messages they chose.',
  events: defaultEventNames,
  statuses: {
    pending: notificationStatusLooks.pending.label,
    sent: notificationStatusLooks.sent.label,
    delivered: notificationStatusLooks.delivered.label,
    read: notificationStatusLooks.read.label,
    failed: notificationStatusLooks.failed.label,
    dead: notificationStatusLooks.dead.label,
  },
  whatsapp: defaultChannelNames.whatsapp,
  sms: defaultChannelNames.sms,
  demo: 'Demo: only logged, not sent',
  to: 'To',
  template: 'Template',
  attempts: 'Attempts',
  updated: 'Updated',
  lastError: 'Last error:',
  retry: 'Retry',
  retrying: 'Retrying…',
  retryWhat: (event, channel) => `the ${event} message on ${channel}`,
  queued: (event, channel) => `${event} on ${channel} is queued to be sent again.`,
  retryFailed: 'It could not be queued again. Please try in a minute.',
  emptyTitle: 'No messages yet',
  emptyDescription: 'Messages about this order appear here as they are sent, if the customer chose WhatsApp or SMS.',
};

export interface OrderNotificationsProps {
  /** The messages about the order, oldest first (the API's `notifications`). */
  notifications: ReadonlyArray<OrderNotification>;
  /**
   * Sends a failed or given-up message again. Return the request's promise: its Retry shows "Retrying…"
   * until it settles. Pass the answer's message in `notifications`; once it is no longer failed, its
   * Retry goes and focus moves to the message's title. A rejection is announced.
   */
  onRetry?: (id: OrderNotification['id']) => void | PromiseLike<unknown>;
  /** The title's level in the page outline; each message's title takes the next level. */
  headingLevel?: 2 | 3;
  /** Words; each one left out keeps its English default (`events` and `statuses` merge one by one). */
  labels?: Partial<Omit<OrderNotificationsLabels, 'events' | 'statuses'>> & {
    events?: Partial<OrderNotificationsLabels['events']>;
    statuses?: Partial<OrderNotificationsLabels['statuses']>;
  };
  className?: string;
}

type Id = OrderNotification['id'];

/**
 * The back-office order page's record of WhatsApp and SMS messages about the order: for each, the event
 * in words, the channel, the template, the masked number, its status as a badge (what the demo channel only
 * logged says so instead of "Sent"), attempts and the last error, and when. Failed and given-up messages have Retry.
 * A list of cards on a phone (the packer's), rows with columns on a wide screen.
 */
export function OrderNotifications({ notifications, onRetry, headingLevel = 2, labels, className }: OrderNotificationsProps) {
  const words: OrderNotificationsLabels = {
    ...defaultLabels,
    ...labels,
    events: { ...defaultLabels.events, ...labels?.events },
    statuses: { ...defaultLabels.statuses, ...labels?.statuses },
  };
  const titleId = useId();
  const rowId = useId();
  const [retrying, setRetrying] = useState<ReadonlySet<Id>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<Id>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [alert, setAlert] = useState('');
  const headings = useRef(new Map<Id, HTMLHeadingElement | null>());
  /** The message whose Retry just succeeded: its title takes focus once its Retry has gone. */
  const retried = useRef<Id | null>(null);

  useEffect(() => {
    const id = retried.current;
    if (id === null || retrying.has(id)) return;
    retried.current = null;
    const item = notifications.find((notification) => notification.id === id);
    if (!item || !retryableStatuses.has(item.status)) headings.current.get(id)?.focus();
  }, [notifications, retrying]);

  const without = (ids: ReadonlySet<Id>, id: Id) => new Set([...ids].filter((other) => other !== id));

  const retry = async (item: OrderNotification) => {
    if (!onRetry || retrying.has(item.id)) return;
    const what = [words.events[item.event], item.channel === 'whatsapp' ? words.whatsapp : words.sms] as const;
    setRetrying((ids) => new Set(ids).add(item.id));
    setFailed((ids) => without(ids, item.id));
    setAnnouncement('');
    setAlert('');
    try {
      await onRetry(item.id);
      retried.current = item.id;
      setAnnouncement(words.queued(...what));
    } catch {
      setFailed((ids) => new Set(ids).add(item.id));
      setAlert(words.retryFailed);
    } finally {
      setRetrying((ids) => without(ids, item.id));
    }
  };

  const Title = `h${headingLevel}` as const;
  const ItemTitle = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <Surface as="section" aria-labelledby={titleId} className={cx(styles.panel, className)}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {words.title}
        </Title>
        <p className={styles.subtitle}>{words.subtitle}</p>
      </header>

      {notifications.length === 0 ? (
        <EmptyState size="compact" headingLevel={(headingLevel + 1) as 3 | 4} title={words.emptyTitle} description={words.emptyDescription} />
      ) : (
        <ol className={styles.list} aria-labelledby={titleId}>
          {notifications.map((item, index) => {
            const look = notificationStatusLooks[item.status];
            const event = words.events[item.event];
            const channel = item.channel === 'whatsapp' ? words.whatsapp : words.sms;
            const headingId = `${rowId}-${index}`;
            const errorId = `${rowId}-${index}-error`;
            const created = toDate(item.created_at);
            const updated = toDate(item.updated_at);
            const wasUpdated = created && updated && updated.getTime() !== created.getTime();
            const canRetry = onRetry !== undefined && retryableStatuses.has(item.status);
            // What the demo channel "sent" it only wrote to the log: that is its one state, never "Sent" beside it.
            const loggedOnly = item.provider === 'demo' && (item.status === 'sent' || item.status === 'delivered' || item.status === 'read');
            return (
              <li key={item.id} className={styles.item}>
                <article aria-labelledby={headingId} className={styles.message} data-status={item.status}>
                  <div className={styles.main}>
                    <ItemTitle
                      id={headingId}
                      tabIndex={-1}
                      ref={(heading) => {
                        headings.current.set(item.id, heading);
                      }}
                      className={styles.event}
                    >
                      {event}
                    </ItemTitle>
                    <p className={styles.channel}>
                      <span className={styles.channelName}>{channel}</span>
                      {created && (
                        <time dateTime={created.toISOString()} className={styles.when}>
                          {formatInstant(created, DAY_MONTH_TIME)}
                        </time>
                      )}
                    </p>
                  </div>

                  <div className={styles.status}>
                    {loggedOnly ? (
                      <ToneBadge tone="neutral" icon={<StatusIcon name="pencil" />} size="md">
                        {words.demo}
                      </ToneBadge>
                    ) : (
                      <ToneBadge tone={look.tone} icon={<StatusIcon name={look.icon} />} size="md">
                        {words.statuses[item.status]}
                      </ToneBadge>
                    )}
                  </div>

                  <dl className={styles.facts}>
                    <div className={cx(styles.fact, styles.factTo)}>
                      <dt className={styles.factLabel}>{words.to}</dt>
                      <dd className={cx(styles.factValue, styles.code)}>{item.to}</dd>
                    </div>
                    <div className={cx(styles.fact, styles.factTemplate)}>
                      <dt className={styles.factLabel}>{words.template}</dt>
                      <dd className={cx(styles.factValue, styles.code)}>{item.template}</dd>
                    </div>
                    <div className={cx(styles.fact, styles.factAttempts)}>
                      <dt className={styles.factLabel}>{words.attempts}</dt>
                      <dd className={styles.factValue}>{item.attempts}</dd>
                    </div>
                    {wasUpdated && (
                      <div className={cx(styles.fact, styles.factUpdated)}>
                        <dt className={styles.factLabel}>{words.updated}</dt>
                        <dd className={styles.factValue}>
                          <time dateTime={updated.toISOString()}>{formatInstant(updated, DAY_MONTH_TIME)}</time>
                        </dd>
                      </div>
                    )}
                  </dl>

                  {(item.last_error || failed.has(item.id)) && (
                    <div id={errorId} className={styles.problems}>
                      {item.last_error && (
                        <p className={styles.lastError}>
                          <ErrorIcon />
                          <span>
                            <strong className={styles.lastErrorLabel}>{words.lastError}</strong> {item.last_error}
                          </span>
                        </p>
                      )}
                      {failed.has(item.id) && canRetry && <p className={styles.retryFailed}>{words.retryFailed}</p>}
                    </div>
                  )}

                  {canRetry && (
                    <div className={styles.action}>
                      <Button
                        variant="secondary"
                        isPending={retrying.has(item.id)}
                        pendingLabel={words.retrying}
                        aria-describedby={item.last_error || failed.has(item.id) ? errorId : undefined}
                        onPress={() => void retry(item)}
                      >
                        {words.retry}
                        <span className={visuallyHidden}> {words.retryWhat(event, channel)}</span>
                      </Button>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}

      {/* Always in the page, so what is put into them is announced. */}
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
      <div role="alert" className={visuallyHidden}>
        {alert}
      </div>
    </Surface>
  );
}
