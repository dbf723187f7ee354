import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';
import { AlertDialogMatrix } from './AlertDialogExamples/AlertDialogMatrix';

/**
 * A pending button is announced by react-aria's live region, which keeps a node
 * pointing at the button by id for 7 s. Once the dialog has closed that id is
 * gone, and axe would report the dangling reference (in this story or the next),
 * so stale announcements are removed once their button is gone.
 */
function removeStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => {
    const ids = node.getAttribute('aria-labelledby')?.split(' ') ?? [];
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  });
}

/** One story per variant and behaviour, plus `All` for visual checks. */
const meta = {
  title: 'Components/AlertDialog/Features',
  component: AlertDialog,
  tags: ['!autodocs'],
  beforeEach: () => () => {
    document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => node.remove());
  },
  args: {
    title: 'Are you sure?',
    children: 'You want to delete this address?',
    cancelLabel: 'No',
    confirmLabel: 'Yes, Delete it!',
    pendingLabel: 'Deleting…',
    variant: 'destructive',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost">Delete address</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Delete address' });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
  return { trigger, dialog };
}

/**
 * By keyboard, the safe way: focus starts on "No", so Enter straight away
 * cancels. Escape cancels too. Focus returns to the trigger each time.
 */
export const KeyboardCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const first = await openByKeyboard(canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(first.trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(first.trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Tab moves between the two answers and stays inside the dialog; Enter on "Yes, Delete it!" confirms. */
export const KeyboardConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Delete it!' });

    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * `onConfirm` returns a promise: the confirm button turns pending ("Deleting…")
 * and keeps focus, No and Escape wait, and the dialog closes when the work is done.
 */
export const PendingConfirm: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
  },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openByKeyboard(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const pending = await within(dialog).findByRole('button', { name: 'Deleting…' });
    await expect(pending).toHaveFocus();
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(trigger).toHaveFocus());
    removeStaleAnnouncements();
  },
};

/** When the promise rejects the dialog stays open, ready for another try; the caller reports the error. */
export const FailedConfirm: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error('offline')), 300))),
  },
  play: async ({ canvasElement, args }) => {
    // The test fails this press's confirm itself once it has seen it pending: on the timer a person sees, a slow
    // machine's click could outlast the pending state before it was looked for.
    let fail = () => {};
    mocked(args.onConfirm!).mockImplementationOnce(() => new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('offline')))));
    const { dialog } = await openByKeyboard(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete it!' }));
    await within(dialog).findByRole('button', { name: 'Deleting…' });
    fail();

    const confirm = await within(dialog).findByRole('button', { name: 'Yes, Delete it!' }, { timeout: 3000 });
    await expect(confirm).not.toHaveAttribute('aria-disabled');
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeEnabled();
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** `variant="default"`: a consequential choice that destroys nothing; the confirm button is the primary Button. */
export const DefaultVariant: Story = {
  args: {
    variant: 'default',
    title: 'Log out?',
    children: 'You will need to sign in again to see your orders and wishlist.',
    cancelLabel: 'Stay signed in',
    confirmLabel: 'Log out',
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="ghost">Logout</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
  },
};

/** Pending from outside (`isConfirmPending`), e.g. while a mutation started elsewhere runs. */
export const ConfirmPending: Story = {
  args: { isConfirmPending: true },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="ghost">Delete address</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    const pending = within(dialog).getByRole('button', { name: 'Deleting…' });
    await userEvent.click(pending);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Every variant and state, in place, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <AlertDialogMatrix />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alertdialog')).toHaveLength(3);
    await expect(canvas.getByRole('alertdialog', { name: 'Log out?' })).toHaveAccessibleDescription(
      'You will need to sign in again to see your orders and wishlist.',
    );
  },
};
