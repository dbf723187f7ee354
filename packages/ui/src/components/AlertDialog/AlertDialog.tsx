import { useState, type ReactNode } from 'react';
import { useUiWords } from '../../words/UiWords';
import { Modal, type ModalProps } from '../Modal';
import { alertDialogWords } from './alertDialogWords';
import { AlertDialogPanel } from './AlertDialogPanel';

export interface AlertDialogProps extends Omit<ModalProps, 'children' | 'size' | 'isDismissable' | 'className'> {
  /** The question, e.g. "Are you sure?". Names the dialog. */
  title: ReactNode;
  /** What will happen, e.g. "You want to delete this address?". Describes the dialog. */
  children: ReactNode;
  /** The safe answer; it has focus when the dialog opens. */
  cancelLabel?: string;
  /** The answer that acts, e.g. "Yes, Delete it!". */
  confirmLabel?: string;
  /** Shown on the confirm button, and read as its name, while the action runs, e.g. "Deleting…". */
  pendingLabel?: string;
  /** `destructive` makes the confirm button the danger Button and shows a warning icon. */
  variant?: 'default' | 'destructive';
  /**
   * Runs on confirm. Return nothing to close at once; return a promise to keep
   * the dialog open with a pending confirm button until it settles: it closes
   * when the promise resolves and stays open (for a retry) when it rejects, so
   * report the error from the caller, e.g. with a toast.
   */
  onConfirm?: () => void | PromiseLike<unknown>;
  /** Shows the confirm button as pending from outside, e.g. while a mutation runs. */
  isConfirmPending?: boolean;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * Asks for confirmation before an action that cannot be undone: "Are you
 * sure? You want to delete this address?" – "No" / "Yes, Delete it!".
 * A small Modal that a click outside does not close; Escape answers Cancel
 * (except while the action runs).
 */
export function AlertDialog({
  title,
  children,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  variant = 'default',
  onConfirm,
  isConfirmPending = false,
  isKeyboardDismissDisabled = false,
  ...modalProps
}: AlertDialogProps) {
  const words = useUiWords('alertDialog', alertDialogWords);
  const [isRunning, setRunning] = useState(false);
  const isPending = isConfirmPending || isRunning;

  const confirm = (close: () => void) => {
    const result = onConfirm?.();
    if (!isPromiseLike(result)) {
      close();
      return;
    }
    setRunning(true);
    result.then(
      () => {
        setRunning(false);
        close();
      },
      () => setRunning(false),
    );
  };

  return (
    <Modal
      {...modalProps}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled || isPending}
    >
      <AlertDialogPanel
        title={title}
        cancelLabel={cancelLabel ?? words.cancel}
        confirmLabel={confirmLabel ?? words.confirm}
        pendingLabel={pendingLabel}
        variant={variant}
        isPending={isPending}
        onConfirm={confirm}
      >
        {children}
      </AlertDialogPanel>
    </Modal>
  );
}
