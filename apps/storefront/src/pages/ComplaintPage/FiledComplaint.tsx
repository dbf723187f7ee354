import type { Schema } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
import { useEffect, useId } from 'react';
import { complaintCopy } from '../../copy/complaints';
import { complaintDate, complaintPath } from '../../features/complaints/complaintDate';
import * as styles from './FiledComplaint.css';

const copy = complaintCopy.filed;

/**
 * What the shopper sees once the complaint is filed: the ticket number to quote, large; when it will be
 * resolved by; and the way to its status page (the same link the acknowledgement mails). The heading takes
 * the focus, so a screen reader hears the outcome at once.
 */
export function FiledComplaint({ receipt, onAnother }: { receipt: Schema<'ComplaintReceipt'>; onAnother: () => void }) {
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
      <Text leading="body">{copy.resolveBy(complaintDate(receipt.resolve_by))}</Text>
      <Box display="flex" flexWrap="wrap" gap="3">
        <LinkButton href={complaintPath(receipt.token)}>{copy.follow}</LinkButton>
        <Button variant="secondary" onPress={onAnother}>
          {copy.another}
        </Button>
      </Box>
    </Box>
  );
}
