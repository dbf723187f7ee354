import { Button } from '../../Button';
import { ToastRegion } from '../Toast';
import { toast, type ToastTone } from '../toastQueue';

export interface ToastDemoExampleProps {
  tone: ToastTone;
  message: string;
  title?: string;
  /** Auto-close in ms; 0 keeps it open. */
  timeout: number;
  /** The ✕ button's accessible name. */
  closeLabel?: string;
  /** The demo button's label. */
  buttonLabel?: string;
}

/**
 * A button that raises a toast through the app-wide `toast` API, and the
 * region that shows it: how the storefront uses the two. Story-only.
 */
export function ToastDemoExample({ tone, message, title, timeout, closeLabel, buttonLabel = 'Show toast' }: ToastDemoExampleProps) {
  return (
    <>
      <Button variant="secondary" onPress={() => toast[tone](message, { title, timeout })}>
        {buttonLabel}
      </Button>
      <ToastRegion closeLabel={closeLabel} />
    </>
  );
}
