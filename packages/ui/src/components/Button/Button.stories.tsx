import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

/**
 * The default button and a playground. One story per variant, size and state
 * lives in `Button.features.stories.tsx`; designer guidance in `Button.mdx`.
 */
const meta = {
  title: 'Components/Button',
  component: Button,
  args: {
    children: 'Add to cart',
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click with the mouse calls `onPress` once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add to cart' });

    await userEvent.click(button);

    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Pointer focus does not draw the keyboard focus ring.
    await expect(button).not.toHaveAttribute('data-focus-visible');
  },
};

/** Every prop as a control, for trying combinations. */
export const Playground: Story = {
  args: {
    variant: 'primary',
    size: 'md',
    isFullWidth: false,
    isDisabled: false,
    isPending: false,
    pendingLabel: 'Adding…',
  },
};
