import type { ReactNode, RefAttributes } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components/Modal';
import { cx } from '../../utils/cx';
import * as styles from './Drawer.css';

export interface DrawerProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'style' | 'render'>,
    RefAttributes<HTMLDivElement> {
  /** The edge it slides in from: `left` for the side menu and the mobile filters, `right` for panels tied to the header's right side. */
  placement?: 'left' | 'right';
  /** Close on a tap on the page beside the sheet. Escape closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  /** Usually a `Dialog` (from `@shop/ui/Modal`): its title names the drawer and its ✕ closes it. */
  children: ReactNode;
  className?: string;
}

/**
 * A modal side sheet: the side menu, the filter overlay on phones. It behaves
 * like a Modal (focus trapped inside and returned to the trigger, page hidden
 * from screen readers, Escape closes) and slides in from the left or right.
 */
export function Drawer({ placement = 'left', isDismissable = true, className, children, ...props }: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay({ placement })}>
      <AriaModal className={cx(styles.panel({ placement }), className)}>{children}</AriaModal>
    </ModalOverlay>
  );
}
