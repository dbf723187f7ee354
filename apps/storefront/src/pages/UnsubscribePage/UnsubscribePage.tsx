import { errorStatus, useUnsubscribeFromOffersMutation } from '@shop/api-client';
import { shownDetail } from '../../features/errors';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { MailIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useParams } from 'react-router-dom';
import { TaskPage } from '../../components/TaskPage';
import { unsubscribePageCopy as copy } from '../../copy/unsubscribe';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import * as styles from './UnsubscribePage.css';

/**
 * /unsubscribe/{token}: the page a marketing e-mail's "stop offers" link opens, without signing in. Opening it
 * changes nothing (mail scanners open links); one press stops offers on every channel. Mail clients that offer
 * their own Unsubscribe button post to the API directly and never show this page. Kept out of search indexes;
 * the server never renders it.
 */
export function UnsubscribePage() {
  useDocumentMetadata({ title: copy.title, noindex: true });
  const { token = '' } = useParams();
  const [unsubscribe, { isLoading, isSuccess, error }] = useUnsubscribeFromOffersMutation();
  const status = errorStatus(error);

  if (isSuccess) {
    return (
      <TaskPage>
        <div role="status" className={styles.column}>
          <EmptyState headingLevel={1} title={copy.stoppedTitle} description={copy.stoppedMessage} icon={<MailIcon />} action={<WaysOn />} />
        </div>
      </TaskPage>
    );
  }
  if (status === 404 || status === 400) {
    return (
      <TaskPage>
        <div role="alert" className={styles.column}>
          <EmptyState headingLevel={1} title={copy.unknownLink.title} description={copy.unknownLink.message} icon={<MailIcon />} action={<WaysOn />} />
        </div>
      </TaskPage>
    );
  }
  return (
    <TaskPage>
      <Surface variant="raised" padding="lg" className={styles.column}>
        <Box display="grid" gap="4" justifyItems="start">
          <Heading level={1}>{copy.title}</Heading>
          <Text leading="body">{copy.explanation}</Text>
          {error && (
            // Too many tries has the server's own words; no answer at all has ours.
            <Text role="alert" tone="critical" leading="body">
              {(status === 429 && shownDetail(error)) || copy.failed}
            </Text>
          )}
          <Button variant="primary" onPress={() => void unsubscribe({ token })} isPending={isLoading} pendingLabel={copy.stopping}>
            {copy.stop}
          </Button>
        </Box>
      </Surface>
    </TaskPage>
  );
}

/** Where to go from here: the account, where offers can be allowed again, or the shop. */
function WaysOn() {
  return (
    <Inline gap="3" collapseBelow="sm">
      <LinkButton href="/account/manage-account" variant="primary">
        {copy.yourAccount}
      </LinkButton>
      <LinkButton href="/products" variant="secondary">
        {copy.shop}
      </LinkButton>
    </Inline>
  );
}
