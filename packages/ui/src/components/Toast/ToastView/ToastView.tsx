import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  type QueuedToast,
} from 'react-aria-components/Toast';
import { cx } from '../../../utils/cx';
import { CloseButton } from '../../Modal/CloseButton';
import * as styles from '../Toast.css';
import { ToastIcon } from '../ToastIcon';
import type { ToastContent } from '../toastQueue';

export interface ToastViewProps {
  toast: QueuedToast<ToastContent>;
  /** The ✕'s name; the design system's "Close" (closeButtonWords) by default. */
  closeLabel?: string;
}

/** One toast: tone icon, text in a live region, and a ✕. Rendered by ToastRegion for each queued toast. */
export function ToastView({ toast, closeLabel }: ToastViewProps) {
  const { tone, title, message } = toast.content;
  return (
    <AriaToast toast={toast} className={styles.toast({ tone })}>
      <ToastIcon tone={tone} />
      <AriaToastContent className={styles.content}>
        {title && (
          <Text slot="title" className={styles.title}>
            {title}
          </Text>
        )}
        <Text slot={title ? 'description' : 'title'} className={cx(styles.message, !title && styles.messageAlone)}>
          {message}
        </Text>
      </AriaToastContent>
      <CloseButton label={closeLabel} />
    </AriaToast>
  );
}
