import type { ToastRegionProps } from '@shop/ui/Toast';
import { useSyncExternalStore } from 'react';
import { onDemand } from '../../shared/onDemand';
import { notify } from '../../shared/toasts';

// The region (react-aria's toast region, its landmark and the toast views) is fetched with the first
// toast: most visits show none, and the shell script every first page waits for is smaller without it.
const toastRegion = onDemand<ToastRegionProps>(async () => (await import('./ToastRegionLoader')).ToastRegion);

const subscribe = (onChange: () => void) => notify.queue.subscribe(onChange);
const hasToasts = () => notify.queue.visibleToasts.length > 0;

/**
 * The shop's toasts (shared/toasts), top centre. The queue holds a toast until the region is there to
 * show it, and a toast's timer only starts once it shows; if the region's code cannot be fetched
 * (offline), the next toast tries again.
 */
export function ShopToasts() {
  const ToastRegion = toastRegion.useComponent(useSyncExternalStore(subscribe, hasToasts, () => false));
  return ToastRegion ? <ToastRegion queue={notify} /> : null;
}
