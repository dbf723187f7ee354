import { useEffect, useId, useState, type ReactNode } from 'react';
import { Box } from '../Box';
import { Heading } from '../Heading';
import { Surface } from '../Surface';
import { Text } from '../Text';

export interface HoldTimeLeftProps {
  /** When the hold ends: an ISO instant. */
  endsAt: string;
  /** The words for the minutes left, rounded up ("7 minutes left to pay"). */
  minutesLeft: (minutes: number) => string;
  /** What shows once the hold has ended (what a late payment does). */
  ended: string;
}

/** The minutes left on a held time, counted down while the hold lasts (a quarter-minute's steps are enough). */
export function HoldTimeLeft({ endsAt, minutesLeft, ended }: HoldTimeLeftProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Date.parse(endsAt) - now;
  return <Text weight="semibold">{left > 0 ? minutesLeft(Math.ceil(left / 60_000)) : ended}</Text>;
}

export interface BookingSummaryProps {
  /** The section's heading ("Confirm your site survey", "Your site survey is booked"). */
  title: ReactNode;
  /** The booking's facts, a sentence each: when the visit is, until when it is held, its fee. */
  facts: readonly ReactNode[];
  /** While a time is held for payment: the minutes left, counted down. */
  hold?: HoldTimeLeftProps;
  /** Why the last step failed, announced as it appears. */
  error?: ReactNode;
  /** The next steps: pay, confirm, give the time up, book another. */
  actions?: ReactNode;
  /** The heading's level; 2 by default. */
  headingLevel?: 2 | 3;
  /** What belongs to the booking without showing in the panel: the payment's dialog. */
  children?: ReactNode;
}

/**
 * A booking at one of its steps, held or booked: a section named by its heading, the facts as sentences (a screen
 * reader reads them in order, as the eye does), the time left on a hold, the last step's error, and the buttons.
 * The words and the times come formatted by the page.
 */
export function BookingSummary({ title, facts, hold, error, actions, headingLevel = 2, children }: BookingSummaryProps) {
  const headingId = useId();
  return (
    <Surface as="section" aria-labelledby={headingId} padding="lg">
      <Heading level={headingLevel} id={headingId} size={{ mobile: 'lg', md: 'xl' }}>
        {title}
      </Heading>
      {facts.map((fact, index) => (
        <Text key={index}>{fact}</Text>
      ))}
      {hold && <HoldTimeLeft {...hold} />}
      {error && (
        <Box as="p" role="alert" padding="3" borderRadius="md" border="error" background="error" color="error" fontSize="sm" fontWeight="medium">
          {error}
        </Box>
      )}
      {actions && (
        <Box display="flex" flexWrap="wrap" gap="3">
          {actions}
        </Box>
      )}
      {children}
    </Surface>
  );
}
