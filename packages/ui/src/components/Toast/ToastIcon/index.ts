export { ToastIcon } from './ToastIcon';
