import { useListMyQuotesQuery } from '@shop/api-client';
import { formatPaise } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { quoteCopy } from '../../copy/quotes';
import { quotePath } from './quoteLines';
import { quoteInstantDay } from './quoteDate';
import { QuoteStatus } from './QuoteStatus';

const copy = quoteCopy.mine;

/** The signed-in customer's quotes (under a heading of their own, unless the page's title already says it), newest first, each with its status, total once quoted, and the way to its page. */
export function MyQuotes({ isTitled = true }: { isTitled?: boolean }) {
  const headingId = useId();
  const { data, isError, isFetching, refetch } = useListMyQuotesQuery();
  return (
    <Box as="section" aria-labelledby={isTitled ? headingId : undefined} aria-label={isTitled ? undefined : copy.title} display="grid" gap="3">
      {isTitled && (
        <Heading level={2} id={headingId} size={{ mobile: 'lg', md: 'xl' }}>
          {copy.title}
        </Heading>
      )}
      {isError && <LoadFailed message={copy.loadFailed} retryLabel={quoteCopy.page.retry} onRetry={() => void refetch()} isRetrying={isFetching} />}
      {data?.length === 0 && <Text tone="muted">{copy.empty}</Text>}
      {data && data.length > 0 && (
        <Box as="ul" display="grid" gap="3">
          {data.map((quote) => (
            <Box as="li" key={quote.number} display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" padding="4" borderRadius="md" border="default" background="surface">
              <Box display="grid" gap="1">
                <Link to={quotePath(quote.number, quote.token)}>{quote.number}</Link>
                <Text size="sm" tone="muted">
                  {[quoteInstantDay(quote.created_at), copy.lines(quote.line_count), quote.total_paise === null ? null : copy.total(formatPaise(quote.total_paise))].filter(Boolean).join(' · ')}
                </Text>
              </Box>
              <QuoteStatus status={quote.status} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
