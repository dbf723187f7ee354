import { Text } from '@shop/ui/Text';
import { Link } from 'react-router-dom';
import { REQUEST_QUOTE_PATH, type QuoteLinePrefill, type RequestQuoteState } from './quoteLines';
import * as styles from './RequestQuoteLink.css';

/**
 * The way from the cart or a product page to a request for quotation, carrying their lines in the router's
 * state so the form opens with them (editable there); a link, so it opens in a new tab too (without the lines).
 */
export function RequestQuoteLink({ lines, children }: { lines: readonly QuoteLinePrefill[]; children: string }) {
  const state: RequestQuoteState = { quoteLines: [...lines] };
  return (
    <Text as="p" size="sm" weight="semibold">
      <Link to={REQUEST_QUOTE_PATH} state={state} className={styles.link}>
        {children}
      </Link>
    </Text>
  );
}
