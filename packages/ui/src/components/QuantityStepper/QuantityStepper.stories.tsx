import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

/**
 * The default stepper and a playground. States and keyboard use live in
 * `QuantityStepper.features.stories.tsx`; designer guidance in `QuantityStepper.mdx`.
 */
const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  args: { maxValue: 10, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the mouse: + raises the quantity, − lowers it, and − is disabled at 1. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease Quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase Quantity' });

    await expect(input).toHaveValue('1');
    await expect(decrease).toBeDisabled();

    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(decrease).toBeEnabled();

    await userEvent.click(decrease);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Playground: Story = {
  args: { size: 'md', label: 'Quantity', isLabelVisible: false, isDisabled: false, defaultValue: 1 },
};
