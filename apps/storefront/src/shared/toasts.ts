import { createToastQueue, type ToastOptions } from '@shop/ui/Toast';
import { timings } from './timings';

/**
 * The storefront's toasts. Pages call `notify.success(copy.x)`, `notify.error(…)` or `notify.info(…)`;
 * the shell shows them once, top centre (RootLayout's ShopToasts, which fetches the region with the
 * first toast). They close after the product brief's storefront duration (timings.toastStorefrontMs,
 * 3 s); the account and purchase flows use `notifyAccount`, the same toasts closing after
 * timings.toastAccountMs (5 s).
 */
export const notify = createToastQueue({ timeout: timings.toastStorefrontMs });

const accountTimeout = (options?: ToastOptions): ToastOptions => ({ timeout: timings.toastAccountMs, ...options });

/** Toasts of sign-up, login, the account pages, the address book and the wishlist: 5 s each. */
export const notifyAccount = {
  success: (message: string, options?: ToastOptions) => notify.success(message, accountTimeout(options)),
  error: (message: string, options?: ToastOptions) => notify.error(message, accountTimeout(options)),
  info: (message: string, options?: ToastOptions) => notify.info(message, accountTimeout(options)),
};
