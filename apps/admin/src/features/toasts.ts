import { createToastQueue } from '@shop/ui/Toast';

/** The back-office's toasts, shown once by the shell's ToastRegion. Staff read them at work: 6 s. */
export const notify = createToastQueue({ timeout: 6000 });
