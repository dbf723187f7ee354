import { Button } from '@shop/ui/Button';
import { blogsCopy } from '../../copy/blogs';
import * as styles from './BlogsPage.css';

export interface BlogsLoadFailedProps {
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * In place of the articles when they could not be fetched. The product brief only logs such
 * failures; we say so and offer a retry (the shell's alert has already shown for a server error).
 */
export function BlogsLoadFailed({ onRetry, isRetrying }: BlogsLoadFailedProps) {
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedText}>{blogsCopy.loadFailed}</p>
      <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
        {blogsCopy.retry}
      </Button>
    </div>
  );
}
