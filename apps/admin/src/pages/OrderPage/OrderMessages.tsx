import { useListOrderNotificationsQuery, useRetryNotificationMutation, type OrderNotification } from '@shop/api-client/admin';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { OrderNotifications } from '@shop/ui/OrderNotifications';
import { Spinner } from '@shop/ui/Spinner';
import { useState } from 'react';
import { messagingCopy as copy } from '../../copy/messaging';
import { serverProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';
import { OrderSection as Section } from './OrderSection';

/** The newer of two states of one message: every change to a message moves its `updated_at` on. */
const newer = (answer: OrderNotification | undefined, listed: OrderNotification) =>
  answer && Date.parse(answer.updated_at) >= Date.parse(listed.updated_at) ? answer : listed;

/**
 * The WhatsApp and SMS messages about the order (@shop/ui's OrderNotifications), with Retry on a failed or
 * given-up one for any staff member. A message queued again shows the server's answer before the retry's promise
 * settles, so its Retry goes and focus moves to its title (kept in the page's state: the cache tells the page only
 * at the next frame, after the component has looked); every retry, refused or not, refreshes the list through the
 * order's cache tag, and the list's newer state of a message wins. A refusal (a colleague's retry meanwhile: 409)
 * is said in a toast in the server's words.
 */
export function OrderMessages({ orderId }: { orderId: number }) {
  const messages = useListOrderNotificationsQuery({ id: orderId });
  const [retryNotification] = useRetryNotificationMutation();
  const [answers, setAnswers] = useState<Readonly<Record<number, OrderNotification>>>({});

  const retry = async (notificationId: number | string) => {
    const result = await retryNotification({ notificationId: Number(notificationId) });
    if (result.error) {
      notify.error(serverProblem(result.error, copy).detail);
      throw result.error;
    }
    const queued = result.data;
    setAnswers((known) => ({ ...known, [queued.id]: queued }));
  };

  if (messages.isError && !messages.data) {
    return (
      <Section title={copy.order.title}>
        <LoadFailed message={copy.loadFailed} onRetry={() => void messages.refetch()} isRetrying={messages.isFetching} retryLabel={copy.retryLoad} />
      </Section>
    );
  }
  if (!messages.data) {
    return (
      <Section title={copy.order.title}>
        <Spinner label={copy.loading} />
      </Section>
    );
  }
  const shown = messages.data.notifications.map((listed) => newer(answers[listed.id], listed));
  return <OrderNotifications notifications={shown} onRetry={retry} labels={copy.order} />;
}
