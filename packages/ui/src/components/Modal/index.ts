export { Modal, type ModalProps } from './Modal';
export type { ModalSize } from './Modal.css';
export { Dialog, type DialogProps } from './Dialog';
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components/Dialog';
