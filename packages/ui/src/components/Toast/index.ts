export { ToastRegion, type ToastRegionProps } from './Toast';
export {
  createToastQueue,
  toast,
  toastTimeouts,
  type ToastApi,
  type ToastContent,
  type ToastOptions,
  type ToastQueueOptions,
  type ToastTone,
} from './toastQueue';
