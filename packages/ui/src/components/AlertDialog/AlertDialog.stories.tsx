import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog } from './AlertDialog';

/**
 * The address-book delete confirmation and a playground. One story per variant
 * and behaviour lives in `AlertDialog.features.stories.tsx`; guidance in `AlertDialog.mdx`.
 */
const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Are you sure?',
    children: 'You want to delete this address?',
    cancelLabel: 'No',
    confirmLabel: 'Yes, Delete it!',
    pendingLabel: 'Deleting…',
    variant: 'destructive',
    onConfirm: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'destructive'] },
    children: { control: 'text' },
    title: { control: 'text' },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost">Delete address</Button>
      <AlertDialog {...args} data-testid="backdrop" />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By mouse: the question opens with focus on "No"; a click outside does not
 * dismiss it; "Yes, Delete it!" confirms, closes, and focus returns to the button.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete address' });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveAccessibleDescription('You want to delete this address?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());

    await userEvent.click(screen.getByTestId('backdrop'));
    await expect(dialog).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete it!' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
