import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Text } from 'react-aria-components/Text';
import { Button } from '../../Button';
import * as styles from '../AlertDialog.css';
import { AlertDialogIcon } from './AlertDialogIcon';

export interface AlertDialogPanelProps {
  title: ReactNode;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel?: string;
  variant: 'default' | 'destructive';
  isPending: boolean;
  /** Called with the dialog's `close`. */
  onConfirm: (close: () => void) => void;
}

/**
 * The inside of an AlertDialog: `role="alertdialog"` named by the title and
 * described by the message. Cancel takes focus on open, so Enter right after
 * opening never confirms a destructive action by accident.
 */
export function AlertDialogPanel({
  title,
  children,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  variant,
  isPending,
  onConfirm,
}: AlertDialogPanelProps) {
  return (
    <Dialog role="alertdialog" className={styles.dialog}>
      {({ close }) => (
        <>
          <AlertDialogIcon variant={variant} />
          <div className={styles.text}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Text slot="description" elementType="p" className={styles.message}>
              {children}
            </Text>
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" autoFocus isDisabled={isPending} onPress={close}>
              {cancelLabel}
            </Button>
            <Button
              variant={variant === 'destructive' ? 'danger' : 'primary'}
              isPending={isPending}
              pendingLabel={pendingLabel}
              onPress={() => onConfirm(close)}
            >
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
