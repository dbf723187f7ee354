import { errorStatus, useGetQuoteQuery } from '@shop/api-client';
import { shownDetail } from '../../features/errors';
import { Box } from '@shop/ui/Box';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { MailIcon } from '@shop/ui/Icon';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Spinner } from '@shop/ui/Spinner';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { useParams, useSearchParams } from 'react-router-dom';
import { ReadingColumn } from '../../components/TaskPage';
import { quoteCopy } from '../../copy/quotes';
import { QuoteDetails } from '../../features/quotes/QuoteDetails';
import { AcceptQuote } from './AcceptQuote';
import { REQUEST_QUOTE_PATH } from '../../features/quotes/quoteLines';
import { useDocumentMetadata } from '../../shared/usePageMetadata';

const copy = quoteCopy.page;

/**
 * /quotes/{number}?token=…: a quote's page by the secret link its mails carry (or from the customer's list): the
 * request and the latest quotation with its totals, validity and terms. Never rendered on the server, never
 * indexed; a link the shop does not know says so kindly.
 */
export function QuotePage() {
  useDocumentMetadata({ title: copy.pageTitle, noindex: true });
  const { number = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { data, error, isFetching, refetch } = useGetQuoteQuery({ number, token });

  if (data) {
    return (
      <ReadingColumn>
        <QuoteDetails quote={data} />
        <AcceptQuote quote={data} token={token} onReload={() => void refetch()} />
      </ReadingColumn>
    );
  }
  const status = errorStatus(error);
  if (status === 404 || status === 400) {
    return (
      <ReadingColumn>
        <div role="alert">
          <EmptyState
            headingLevel={1}
            title={copy.unknownLink.title}
            description={copy.unknownLink.message}
            icon={<MailIcon />}
            action={<LinkButton href={REQUEST_QUOTE_PATH}>{copy.askAgain}</LinkButton>}
          />
        </div>
      </ReadingColumn>
    );
  }
  return (
    <ReadingColumn>
      <Heading level={1} className={visuallyHidden}>
        {copy.pageTitle}
      </Heading>
      {error ? (
        <LoadFailed message={(status === 429 && shownDetail(error)) || copy.loadFailed} onRetry={() => void refetch()} isRetrying={isFetching} retryLabel={copy.retry} />
      ) : (
        <Box display="grid" justifyItems="center" paddingY="12">
          <Spinner label={copy.loading} size="lg" />
        </Box>
      )}
    </ReadingColumn>
  );
}
