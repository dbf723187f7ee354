import { UNSTABLE_ToastRegion as AriaToastRegion } from 'react-aria-components/Toast';
import { cx } from '../../utils/cx';
import * as styles from './Toast.css';
import { toast as defaultToast, type ToastApi } from './toastQueue';
import { ToastView } from './ToastView';

export interface ToastRegionProps {
  /** The queue to show; the app's default `toast` unless given. */
  queue?: ToastApi;
  /** Accessible name of each toast's ✕ button. */
  closeLabel?: string;
  /** Names the region landmark; react-aria's default is "{count} notifications". */
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
  return (
    <AriaToastRegion {...props} queue={queue.queue} className={cx(styles.region, className)}>
      {({ toast }) => <ToastView toast={toast} closeLabel={closeLabel} />}
    </AriaToastRegion>
  );
}
