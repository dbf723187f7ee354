import type { Schema } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
import { useEffect, useId } from 'react';
import { quoteCopy } from '../../copy/quotes';
import { quotePath } from '../../features/quotes/quoteLines';
import * as styles from './RequestQuotePage.css';

const copy = quoteCopy.requested;

/**
 * What the buyer sees once the request is sent: the quote number to quote, large; what happens next; and the way
 * to the quote's page (the same link the mail carries). The heading takes the focus, so a screen reader hears the
 * outcome at once.
 */
export function RequestedQuote({ receipt, onAnother }: { receipt: Schema<'QuoteReceipt'>; onAnother: () => void }) {
  const headingId = useId();
  useEffect(() => document.getElementById(headingId)?.focus(), [headingId]);
  return (
    <Box as="section" aria-labelledby={headingId} display="grid" gap="4" padding={{ mobile: '5', md: '8' }} borderRadius="lg" border="success" background="success">
      <Heading level={2} id={headingId} tabIndex={-1} size={{ mobile: 'lg', md: 'xl' }}>
        {copy.title}
      </Heading>
      <Box display="grid" gap="1">
        <Text size="sm" tone="muted">
          {copy.number}
        </Text>
        <p className={styles.number}>{receipt.number}</p>
        <Text size="sm" tone="muted">
          {copy.quote}
        </Text>
      </Box>
      <Text leading="body">{copy.next}</Text>
      <Box display="flex" flexWrap="wrap" gap="3">
        <LinkButton href={quotePath(receipt.number, receipt.token)}>{copy.follow}</LinkButton>
        <Button variant="secondary" onPress={onAnother}>
          {copy.another}
        </Button>
      </Box>
    </Box>
  );
}
