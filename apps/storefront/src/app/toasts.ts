import { createToastQueue } from '@shop/ui/Toast';
import { timings } from '../timings';

/**
 * The storefront's toasts. Pages call `notify.success(copy.x)`, `notify.error(…)` or `notify.info(…)`;
 * the shell shows them once, top centre (RootLayout's ToastRegion). They close after the
 * specification's storefront duration (timings.toastStorefrontMs, 3 s); the account and purchase
 * flows pass `{ timeout: timings.toastAccountMs }` (5 s).
 */
export const notify = createToastQueue({ timeout: timings.toastStorefrontMs });
