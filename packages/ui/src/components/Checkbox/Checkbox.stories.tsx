import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

/**
 * The default checkbox and a playground. States live in
 * `Checkbox.features.stories.tsx`; groups of checkboxes in CheckboxGroup.
 */
const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
  argTypes: { children: { control: 'text' }, description: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the box or on the label toggles it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Remember me' });

    await userEvent.click(canvas.getByText('Remember me'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = {
  args: { isIndeterminate: false, isDisabled: false, isInvalid: false, description: '' },
};
