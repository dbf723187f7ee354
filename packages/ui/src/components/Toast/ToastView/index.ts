export { ToastView, type ToastViewProps } from './ToastView';
