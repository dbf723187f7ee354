import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

/**
 * The default group and a playground. Address cards, keyboard use and
 * validation live in `RadioGroup.features.stories.tsx`; guidance in `RadioGroup.mdx`.
 */
const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Delivery speed',
    onChange: fn(),
    children: [
      <Radio key="standard" value="standard" description="3–5 working days · Free">
        Standard
      </Radio>,
      <Radio key="express" value="express" description="1–2 working days · ₹149">
        Express
      </Radio>,
    ],
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['plain', 'card'] },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
    description: { control: 'text' },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the circle or the label chooses the option; `onChange` gets its value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery speed' })).toBeVisible();

    await userEvent.click(canvas.getByText('Express'));
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toHaveAccessibleDescription('1–2 working days · ₹149');
  },
};

export const Playground: Story = {
  args: { variant: 'plain', orientation: 'vertical', isDisabled: false, isInvalid: false, errorMessage: 'Please choose a delivery speed' },
};
