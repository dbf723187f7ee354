import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { useUiWords } from '../../words/UiWords';
import { loadFailedWords } from './loadFailedWords';

export interface LoadFailedProps {
  /** What could not be loaded and what to do: "We could not load our products just now. Please check…" */
  message: ReactNode;
  /** Called when the customer asks to try again. */
  onRetry: () => void;
  /** True while the retry is under way: the button shows a spinner and cannot be pressed twice. */
  isRetrying?: boolean;
  /** The button's label; "Try again" by default. */
  retryLabel?: string;
  /** Read as the button's name while retrying, e.g. "Loading…". */
  retryingLabel?: string;
  className?: string;
}

/**
 * In place of a list (products, photos, articles) that could not be fetched:
 * says so and offers a retry. It is an alert, so screen readers announce it
 * when it appears.
 */
export function LoadFailed({
  message,
  onRetry,
  isRetrying = false,
  retryLabel: ownRetryLabel,
  retryingLabel,
  className,
}: LoadFailedProps) {
  const words = useUiWords('loadFailed', loadFailedWords);
  const retryLabel = ownRetryLabel ?? words.retry;
  return (
    <Box
      role="alert"
      display="grid"
      justifyItems="center"
      gap="4"
      paddingY="12"
      textAlign="center"
      color="muted"
      className={className}
    >
      <Text measure="narrow">{message}</Text>
      <Button variant="primary" onPress={onRetry} isPending={isRetrying} pendingLabel={retryingLabel}>
        {retryLabel}
      </Button>
    </Box>
  );
}
