import { errorStatus, useGetCodConfirmationQuery } from '@shop/api-client';
import { shownDetail } from '../../features/errors';
import { Box } from '@shop/ui/Box';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { PackageIcon } from '@shop/ui/Icon';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Spinner } from '@shop/ui/Spinner';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { TaskPage } from '../../components/TaskPage';
import { confirmOrderPageCopy as copy } from '../../copy/codConfirmation';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import * as styles from './ConfirmOrderPage.css';
import { LinkConfirmation } from './LinkConfirmation';
import { WaysOn } from './WaysOn';

/**
 * /confirm-order/{token}: the page the cash-on-delivery mail links to, without signing in. It shows what the
 * link's order is (never its address) and takes the customer's answer; opening it changes nothing, as mail
 * scanners open links. A link the shop does not know (mistyped, cut short, or malformed) says so kindly, with
 * the ways to the shop and to the customer's orders. Kept out of search indexes; the server never renders it.
 */
export function ConfirmOrderPage() {
  useDocumentMetadata({ title: copy.title, noindex: true });
  const { token = '' } = useParams();
  const { data, error, isFetching, refetch } = useGetCodConfirmationQuery({ token });

  if (data) {
    return (
      <Frame>
        <LinkConfirmation token={token} confirmation={data} />
      </Frame>
    );
  }

  const status = errorStatus(error);
  if (status === 404 || status === 400) {
    return (
      <Frame>
        <div role="alert">
          <EmptyState headingLevel={1} title={copy.unknownLink.title} description={copy.unknownLink.message} icon={<PackageIcon />} action={<WaysOn />} />
        </div>
      </Frame>
    );
  }
  if (error) {
    // Too many tries has the server's own words; no answer at all has ours.
    return (
      <Frame>
        <Heading level={1} className={visuallyHidden}>
          {copy.title}
        </Heading>
        <LoadFailed message={(status === 429 && shownDetail(error)) || copy.loadFailed} onRetry={() => void refetch()} isRetrying={isFetching} retryLabel={copy.retry} />
      </Frame>
    );
  }
  return (
    <Frame>
      <Heading level={1} className={visuallyHidden}>
        {copy.title}
      </Heading>
      <Box display="grid" justifyItems="center" paddingY="12">
        <Spinner label={copy.loading} size="lg" />
      </Box>
    </Frame>
  );
}

/** A column of the panel's width in the middle of the page: it has one thing to do. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <TaskPage>
      <Box display="grid" gap="5" className={styles.column}>
        {children}
      </Box>
    </TaskPage>
  );
}
