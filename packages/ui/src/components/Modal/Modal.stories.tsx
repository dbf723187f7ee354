import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from './Modal';
import { AddressModalExample } from './ModalExamples/AddressModalExample';

/**
 * The default modal and a playground. One story per size and behaviour lives in
 * `Modal.features.stories.tsx`; designer guidance in `Modal.mdx`.
 */
const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    size: 'md',
    isDismissable: true,
    isKeyboardDismissDisabled: false,
    children: null,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'fullscreen'] },
    children: { control: false },
  },
  render: ({ children: _children, ...args }) => <AddressModalExample {...args} onSave={fn().mockName('onSave')} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By mouse: a click opens the dialog with focus in its first field, Tab and
 * Shift+Tab stay inside it, and Cancel closes it and puts focus back on the button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add New Address' });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    const dialogScope = within(dialog);
    await waitFor(() => expect(dialogScope.getByRole('textbox', { name: 'Full Name' })).toHaveFocus());

    // Shift+Tab from the first field reaches the ✕, then wraps to the last action: focus never leaves.
    await userEvent.tab({ shift: true });
    await expect(dialogScope.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dialogScope.getByRole('button', { name: 'Save Address' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialogScope.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.click(dialogScope.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria restores focus a frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
