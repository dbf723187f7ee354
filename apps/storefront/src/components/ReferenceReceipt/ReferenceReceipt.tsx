import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
import { useEffect, useId } from 'react';
import * as styles from './ReferenceReceipt.css';

interface ReferenceReceiptProps {
  title: string;
  /** What the number is ("Your ticket number"), and when to quote it. */
  numberLabel: string;
  number: string;
  numberHint: string;
  /** What happens next, in a sentence. */
  next: string;
  /** The page that follows it: the same link the mail carries. */
  follow: { href: string; label: string };
  anotherLabel: string;
  onAnother: () => void;
}

/**
 * What a shopper sees once a complaint is filed or a quote requested: the number to quote, large; what happens
 * next; the way to its page; and a way to start another. The heading takes the focus, so a screen reader hears the
 * outcome at once.
 */
export function ReferenceReceipt({ title, numberLabel, number, numberHint, next, follow, anotherLabel, onAnother }: ReferenceReceiptProps) {
  const headingId = useId();
  useEffect(() => document.getElementById(headingId)?.focus(), [headingId]);
  return (
    <Box as="section" aria-labelledby={headingId} display="grid" gap="4" padding={{ mobile: '5', md: '8' }} borderRadius="lg" border="success" background="success">
      <Heading level={2} id={headingId} tabIndex={-1} size={{ mobile: 'lg', md: 'xl' }}>
        {title}
      </Heading>
      <Box display="grid" gap="1">
        <Text size="sm" tone="muted">
          {numberLabel}
        </Text>
        <p className={styles.number}>{number}</p>
        <Text size="sm" tone="muted">
          {numberHint}
        </Text>
      </Box>
      <Text leading="body">{next}</Text>
      <Box display="flex" flexWrap="wrap" gap="3">
        <LinkButton href={follow.href}>{follow.label}</LinkButton>
        <Button variant="secondary" onPress={onAnother}>
          {anotherLabel}
        </Button>
      </Box>
    </Box>
  );
}
