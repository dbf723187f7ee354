import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components/Toast';

export type ToastTone = 'success' | 'error' | 'info';

/** What a toast shows; `tone` picks its colour and icon. */
export interface ToastContent {
  tone: ToastTone;
  message: string;
  /** An optional bold first line; the message then becomes the description. */
  title?: string;
}

export interface ToastOptions {
  /** Milliseconds before it closes by itself; `0` keeps it until closed. Defaults to the queue's `timeout`. */
  timeout?: number;
  title?: string;
  /** Called when it closes, by timeout or by the user. */
  onClose?: () => void;
}

/** The two auto-close durations the shop uses: storefront pages, and account and checkout flows. */
export const toastTimeouts = { storefront: 3000, account: 5000 } as const;

export interface ToastQueueOptions {
  /** Default auto-close in ms for toasts added without their own `timeout`. */
  timeout?: number;
  /** How many show at once; later ones wait their turn. */
  maxVisibleToasts?: number;
}

export interface ToastApi {
  success(message: string, options?: ToastOptions): string;
  error(message: string, options?: ToastOptions): string;
  info(message: string, options?: ToastOptions): string;
  /** Closes one toast by the key the add call returned. */
  close(key: string): void;
  /** Closes every toast (e.g. on logout). */
  clear(): void;
  /** The react-aria queue a `ToastRegion` renders. */
  readonly queue: AriaToastQueue<ToastContent>;
}

/**
 * Makes a toast queue with its own default timeout. Callers anywhere in the
 * app add toasts (`toast.success('Saved', { timeout: 3000 })`); one
 * `<ToastRegion queue={…} />` near the root shows them.
 */
export function createToastQueue({ timeout = toastTimeouts.account, maxVisibleToasts = 3 }: ToastQueueOptions = {}): ToastApi {
  const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts });
  const add = (tone: ToastTone) => (message: string, { title, timeout: ownTimeout, onClose }: ToastOptions = {}) =>
    queue.add({ tone, message, title }, { timeout: ownTimeout ?? timeout, onClose });
  return {
    success: add('success'),
    error: add('error'),
    info: add('info'),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
    queue,
  };
}

/** The app's default queue: 5 s toasts unless a call says otherwise. */
export const toast = createToastQueue();
