// Imported only by ShopToasts' dynamic import, so the region's code gets its own chunk: a dynamic import
// of '@shop/ui/Toast' itself would keep all of it in the shell, which imports that module for the queue.
export { ToastRegion } from '@shop/ui/Toast';
