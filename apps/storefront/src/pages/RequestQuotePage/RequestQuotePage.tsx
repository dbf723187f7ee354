import { Box } from '@shop/ui/Box';
import { PageHeader } from '@shop/ui/PageHeader';
import { Link, useLocation } from 'react-router-dom';
import { TaskPage } from '../../components/TaskPage';
import { quoteCopy as copy } from '../../copy/quotes';
import { prefilledLines, prefilledSite } from '../../features/quotes/quoteLines';
import { MyQuotes } from '../../features/quotes/MyQuotes';
import { useSession } from '../../features/session';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { QuoteRequestForm } from './QuoteRequestForm';
import { RequestedQuote } from './RequestedQuote';
import * as styles from './RequestQuotePage.css';
import { useQuoteRequestForm } from './useQuoteRequestForm';

/**
 * /request-quote: a request for quotation, from anyone. The cart and the product page open it with their lines
 * (in the router's state), which the buyer edits, and the services page with the site's PIN code and fitting wanted;
 * once sent, the quote number, what happens next and the way to its page take the form's place. Signed in, the request goes under the account and the customer's quotes are
 * listed below. Kept out of search indexes.
 */
export function RequestQuotePage() {
  useDocumentMetadata({ title: copy.title, noindex: true });
  const { isSignedIn } = useSession();
  const location = useLocation();
  const form = useQuoteRequestForm(prefilledLines(location.state), prefilledSite(location.state));
  return (
    <TaskPage>
      <PageHeader
        as="header"
        title={copy.title}
        intro={
          <>
            {copy.intro}{' '}
            <Link to="/services" className={styles.link}>
              {copy.fittingPrices}
            </Link>
          </>
        }
      />
      <Box display="grid" gap={{ mobile: '6', md: '8' }} className={styles.column}>
        {form.receipt ? <RequestedQuote receipt={form.receipt} onAnother={form.startAgain} /> : <QuoteRequestForm form={form} />}
        {isSignedIn && <MyQuotes />}
      </Box>
    </TaskPage>
  );
}
