import { useLayoutEffect, useRef, useState, type ReactNode, type RefAttributes } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components/Modal';
import { cx } from '../../utils/cx';
import * as styles from './Drawer.css';

export interface DrawerProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'style' | 'render' | 'isEntering' | 'isExiting'>,
    RefAttributes<HTMLDivElement> {
  /** The edge it slides in from: `left` for the side menu and the mobile filters, `right` for panels tied to the header's right side. */
  placement?: 'left' | 'right';
  /** Close on a tap on the page beside the sheet. Escape closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  /**
   * Opened and closed by `isOpen`, keep the page behind inert and unscrolled until the sheet has slid away, rather
   * than freeing it as the slide starts, which restyles every element on screen in the frame that answers the tap
   * that closed it. Only for a drawer that never takes the shopper to another page: while the page is inert, the
   * new page's heading could not take focus.
   */
  freesPageOnceGone?: boolean;
  /** Usually a `Dialog` (from `@shop/ui/Modal`): its title names the drawer and its ✕ closes it. */
  children: ReactNode;
  className?: string;
}

/**
 * A modal side sheet: the side menu, the filter overlay on phones. It behaves
 * like a Modal (focus trapped inside and returned to the trigger, page hidden
 * from screen readers, Escape closes) and slides in from the left or right.
 *
 * React-aria frees the page the moment it is told the sheet closed: every element on screen is styled again and the
 * page laid out again in the frame that answers the tap on ✕, before the sheet has even started to move. With
 * `freesPageOnceGone`, react-aria is told the sheet is open and leaving (`isExiting`, which starts the same slide out)
 * until the slide has ended.
 */
export function Drawer({ placement = 'left', isDismissable = true, freesPageOnceGone = false, isOpen, className, children, ...props }: DrawerProps) {
  // What react-aria is told: the owner's `isOpen`, except that with the option a close waits for the slide to end.
  const [isShown, setShown] = useState(isOpen);
  if (isOpen !== isShown && (isOpen || !freesPageOnceGone)) setShown(isOpen);
  const isLeaving = isShown === true && isOpen === false;
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!isLeaving) return;
    let isCancelled = false;
    // Its slide, or none (reduced motion, a browser without the animations API): then it goes at once.
    const slides = panel.current?.getAnimations?.() ?? [];
    Promise.all(slides.map((slide) => slide.finished)).then(
      () => !isCancelled && setShown(false),
      () => undefined,
    );
    return () => {
      isCancelled = true;
    };
  }, [isLeaving]);
  return (
    <ModalOverlay
      {...props}
      isOpen={isShown}
      isExiting={isLeaving}
      isDismissable={isDismissable}
      className={styles.overlay({ placement })}
    >
      <AriaModal ref={panel} className={cx(styles.panel({ placement }), className)}>
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}
