import { useRef, type ReactNode, type RefAttributes } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  type DialogRenderProps,
} from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { cx } from '../../../utils/cx';
import { CloseButton } from '../CloseButton';
import * as styles from './Dialog.css';
import { useNeedsScrollStop } from './useNeedsScrollStop';

type DialogContent = ReactNode | ((opts: DialogRenderProps) => ReactNode);

export interface DialogProps
  extends Omit<AriaDialogProps, 'children' | 'className' | 'render'>,
    RefAttributes<HTMLElement> {
  /** Names the dialog (`aria-labelledby`), e.g. "Add New Address". */
  title: ReactNode;
  /** The body. A function receives `close`, for forms that close themselves after saving. */
  children?: DialogContent;
  /** Actions, right-aligned (stacked on phones). Put the main action last; a `slot="close"` Button closes. */
  footer?: DialogContent;
  /** The ✕ in the header. Leave it on unless the footer has an obvious way out. */
  hasCloseButton?: boolean;
  /** Accessible name of the ✕ button. */
  closeLabel?: string;
  className?: string;
}

function render(content: DialogContent, opts: DialogRenderProps): ReactNode {
  return typeof content === 'function' ? content(opts) : content;
}

/**
 * A titled panel with a scrolling body and a footer for actions: the inside of
 * a Modal or a Drawer. A thin wrapper over react-aria's Dialog, so the title
 * names it, focus moves into it on open, and buttons with `slot="close"` close it.
 */
export function Dialog({
  title,
  children,
  footer,
  hasCloseButton = true,
  closeLabel,
  className,
  ...props
}: DialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const needsScrollStop = useNeedsScrollStop(bodyRef, contentRef);
  return (
    <AriaDialog {...props} className={cx(styles.dialog, className)}>
      {(opts) => (
        <>
          <header className={cx(styles.header, !hasCloseButton && styles.headerWithoutClose)}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {hasCloseButton && <CloseButton label={closeLabel} />}
          </header>
          <div ref={bodyRef} className={styles.body} tabIndex={needsScrollStop ? 0 : undefined}>
            <div ref={contentRef}>{render(children, opts)}</div>
          </div>
          {footer !== undefined && <footer className={styles.footer}>{render(footer, opts)}</footer>}
        </>
      )}
    </AriaDialog>
  );
}
