export { AlertDialogMatrix } from './AlertDialogMatrix';
