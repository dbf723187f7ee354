import { Button } from '@shop/ui/Button';
import { galleryCopy } from '../../copy/gallery';
import * as styles from './GalleryPage.css';

export interface GalleryLoadFailedProps {
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * In place of the photos when they could not be fetched. The product brief only logs such
 * failures; we say so and offer a retry (the shell's alert has already shown for a server error).
 */
export function GalleryLoadFailed({ onRetry, isRetrying }: GalleryLoadFailedProps) {
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedText}>{galleryCopy.loadFailed}</p>
      <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
        {galleryCopy.retry}
      </Button>
    </div>
  );
}
