import type { ReactNode, RefAttributes } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components/Modal';
import { cx } from '../../utils/cx';
import * as styles from './Modal.css';

export interface ModalProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'style' | 'render'>,
    RefAttributes<HTMLDivElement> {
  /** `sm` confirmations, `md` forms (default), `lg` rich content, `fullscreen` the product dialog. */
  size?: styles.ModalSize;
  /** Close on a click or tap outside the dialog. Escape closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  /** Usually a `Dialog`. */
  children: ReactNode;
  className?: string;
}

/**
 * A modal overlay: dims the page, hides it from screen readers, traps focus
 * inside and returns it to the trigger on close. Put a `Dialog` inside and
 * open it with `DialogTrigger` (or `isOpen` / `onOpenChange`).
 *
 * Thin wrapper over react-aria's ModalOverlay + Modal; all their props pass through.
 */
export function Modal({ size = 'md', isDismissable = true, className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay({ size })}>
      <AriaModal className={cx(styles.modal({ size }), className)}>{children}</AriaModal>
    </ModalOverlay>
  );
}
