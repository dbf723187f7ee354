import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpInput } from './OtpInput';

/**
 * The default code input and a playground. Paste, Backspace, arrows and the
 * Verify flow live in `OtpInput.features.stories.tsx`; guidance in `OtpInput.mdx`.
 */
const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  args: { label: 'Verification code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing fills the boxes one by one and focus moves on by itself; letters are
 * ignored. `onComplete` gets the code when the sixth digit goes in.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Verification code' });
    const boxes = within(group).getAllByRole('textbox');
    await expect(boxes).toHaveLength(6);
    await expect(boxes[0]).toHaveAccessibleName('Digit 1 of 6');
    await expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');

    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.keyboard('12a3');
    await expect(boxes[2]).toHaveValue('3');
    await expect(boxes[3]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('123');

    await userEvent.keyboard('456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // The last box keeps focus; there is nowhere further to go.
    await expect(boxes[5]).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { length: 6, isInvalid: false, isDisabled: false, errorMessage: 'Please enter a valid OTP', description: '' },
};
