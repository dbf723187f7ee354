import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearPendingAnnouncements, fakePincodeLookup } from './fakePincodeLookup';
import { PincodeBox } from './PincodeBox';

/**
 * The cart's pincode check and a playground. Keyboard, errors and input
 * cleaning live in `PincodeBox.features.stories.tsx`; guidance in `PincodeBox.mdx`.
 */
const meta = {
  title: 'Components/PincodeBox',
  component: PincodeBox,
  args: {
    onCheck: fn(fakePincodeLookup),
    onStatusChange: fn(),
    validMessage: 'Pincode validated',
    invalidMessage: 'Please Enter a Valid Pincode Please',
  },
  beforeEach: clearPendingAnnouncements,
} satisfies Meta<typeof PincodeBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the mouse: Check is off until six digits are in; a click shows
 * "Checking…" while the lookup runs, then "Pincode validated" in a status
 * region, which screen readers announce politely.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    const button = canvas.getByRole('button', { name: 'Check' });
    await expect(button).toBeDisabled();

    await userEvent.type(input, '56003');
    await expect(button).toBeDisabled();
    await userEvent.type(input, '8');
    await expect(button).toBeEnabled();

    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'Checking…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onCheck).toHaveBeenCalledWith('560038');

    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Pincode validated'));
    await expect(input).toHaveAccessibleDescription('Pincode validated');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('valid', '560038');
    await expect(canvas.getByRole('button', { name: 'Check' })).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { label: 'Pincode', checkLabel: 'Check', checkingLabel: 'Checking…', description: 'We deliver across India.' },
};
