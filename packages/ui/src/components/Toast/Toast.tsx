import { useCallback, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastRegion as AriaToastRegion } from 'react-aria-components/Toast';
import { cx } from '../../utils/cx';
import { useUiWords } from '../../words/UiWords';
import * as styles from './Toast.css';
import { toast as defaultToast, type ToastApi } from './toastQueue';
import { toastWords } from './toastWords';
import { ToastView } from './ToastView';

export interface ToastRegionProps {
  /** The queue to show; the app's default `toast` unless given. */
  queue?: ToastApi;
  /** Accessible name of each toast's ✕ button. */
  closeLabel?: string;
  /** Names the region landmark; "2 notifications" in the build's language unless given. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Shows the toasts of a queue at the top centre of the screen. Render it once,
 * near the app root. It is a landmark (F6 reaches it); each toast's text sits in
 * a live region (`role="alert"`), so screen readers announce it without focus
 * moving; timers pause while the pointer is over a toast or focus is inside.
 */
export function ToastRegion({ queue = defaultToast, closeLabel, className, ...props }: ToastRegionProps) {
  const words = useUiWords('toast', toastWords);
  // React-aria's own name says the same, through Intl's plural rules and number format: on a page with no other, the
  // first of each loads the locale's data, a long task just as the toast shows. The name must change with the count
  // as react-aria's does: the landmark is registered again (and so reached by F6) only when its name changes.
  const subscribe = useCallback((onChange: () => void) => queue.queue.subscribe(onChange), [queue]);
  const count = useSyncExternalStore(subscribe, () => queue.queue.visibleToasts.length, () => 0);
  return (
    <AriaToastRegion aria-label={words.region(count)} {...props} queue={queue.queue} className={cx(styles.region, className)}>
      {({ toast }) => <ToastView toast={toast} closeLabel={closeLabel} />}
    </AriaToastRegion>
  );
}
