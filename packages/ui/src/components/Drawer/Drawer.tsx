import { useContext, useLayoutEffect, useRef, useState, type ReactNode, type RefAttributes, type RefObject } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components/Modal';
import { cx } from '../../utils/cx';
import * as styles from './Drawer.css';

export interface DrawerProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'style' | 'render' | 'defaultOpen'>,
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
 * Open it with `isOpen` and `onOpenChange`, or inside a `DialogTrigger`.
 *
 * It slides out before the page behind it comes back: the page stays hidden and unscrollable until the sheet has
 * gone. Giving the page back restyles all of it and paints it whole (it was inert, and scrolling was locked on the
 * document), which on a phone is most of the work a close costs; done in the tap's own frame, the sheet only began
 * to move once that was done.
 */
export function Drawer({ placement = 'left', isDismissable = true, className, children, isOpen, onOpenChange, ...props }: DrawerProps) {
  const trigger = useContext(OverlayTriggerStateContext);
  const isOpenNow = isOpen ?? trigger?.isOpen ?? false;
  const panel = useRef<HTMLDivElement>(null);
  const isLeaving = useLeaving(isOpenNow, panel);
  return (
    <ModalOverlay
      {...props}
      isOpen={isOpenNow || isLeaving}
      onOpenChange={onOpenChange ?? trigger?.setOpen}
      isDismissable={isDismissable}
      data-leaving={isLeaving || undefined}
      className={styles.overlay({ placement })}
    >
      <AriaModal ref={panel} data-leaving={isLeaving || undefined} className={cx(styles.panel({ placement }), className)}>
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}

/**
 * Whether the sheet is sliding out: from the render that closed it until its panel's animation has ended (at once
 * when there is none, as under reduced motion). Opened again meanwhile, it stops leaving.
 */
function useLeaving(isOpen: boolean, panel: RefObject<HTMLElement | null>): boolean {
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [isLeaving, setLeaving] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    setLeaving(!isOpen);
  }
  useLayoutEffect(() => {
    if (!isLeaving) return;
    const animations = panel.current?.getAnimations?.() ?? [];
    if (animations.length === 0) {
      setLeaving(false);
      return;
    }
    let isCurrent = true;
    // One cut short ends the leaving too: opened again, the sheet has stopped leaving already (and this effect is no
    // longer current); otherwise the page must not wait for an animation that will not finish.
    const hasLeft = () => isCurrent && setLeaving(false);
    Promise.all(animations.map((animation) => animation.finished)).then(hasLeft, hasLeft);
    return () => {
      isCurrent = false;
    };
  }, [isLeaving, panel]);
  return isLeaving;
}
