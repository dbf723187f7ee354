import type { ReactNode } from 'react';
import * as layout from '../../../storybook/storyLayout.css';
import { AlertDialogPanel, type AlertDialogPanelProps } from '../AlertDialogPanel';
import * as styles from './AlertDialogMatrix.css';

const examples: Array<{ id: string; title: string; usage: string; panel: Omit<AlertDialogPanelProps, 'onConfirm'> & { children: ReactNode } }> = [
  {
    id: 'alert-destructive',
    title: 'Destructive',
    usage: 'Deleting something that cannot be brought back. The confirm button is the danger Button.',
    panel: {
      variant: 'destructive',
      title: 'Are you sure?',
      children: 'You want to delete this address?',
      cancelLabel: 'No',
      confirmLabel: 'Yes, Delete it!',
      isPending: false,
    },
  },
  {
    id: 'alert-default',
    title: 'Default',
    usage: 'A consequential choice that destroys nothing.',
    panel: {
      variant: 'default',
      title: 'Log out?',
      children: 'You will need to sign in again to see your orders and wishlist.',
      cancelLabel: 'Stay signed in',
      confirmLabel: 'Log out',
      isPending: false,
    },
  },
  {
    id: 'alert-pending',
    title: 'Pending',
    usage: 'The action is running: the confirm button shows progress and Cancel waits.',
    panel: {
      variant: 'destructive',
      title: 'Are you sure?',
      children: 'You want to delete this address?',
      cancelLabel: 'No',
      confirmLabel: 'Yes, Delete it!',
      pendingLabel: 'Deleting…',
      isPending: true,
    },
  },
];

/** Every variant and state of the alert dialog, in place, for visual review. Stories only. */
export function AlertDialogMatrix() {
  return (
    <div className={layout.page}>
      {examples.map(({ id, title, usage, panel }) => (
        <section key={id} className={layout.card} aria-labelledby={id}>
          <header className={layout.cardHeader}>
            <h2 id={id} className={layout.cardTitle}>
              {title}
            </h2>
            <p className={layout.cardDescription}>{usage}</p>
          </header>
          <div className={styles.panel}>
            <AlertDialogPanel {...panel} onConfirm={() => {}} />
          </div>
        </section>
      ))}
    </div>
  );
}
