export { AlertDialogPanel, type AlertDialogPanelProps } from './AlertDialogPanel';
