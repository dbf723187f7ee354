import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

/**
 * The default number field and a playground. States live in
 * `NumberField.features.stories.tsx`; designer guidance in `NumberField.mdx`.
 */
const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Area to cover (sq. ft)', defaultValue: 100, minValue: 0, step: 10, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mouse steps with − and +; typed text is formatted when the field is left. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Area to cover (sq. ft)' });

    await userEvent.click(canvas.getByRole('button', { name: 'Increase Area to cover (sq. ft)' }));
    await expect(input).toHaveValue('110');
    await expect(args.onChange).toHaveBeenLastCalledWith(110);

    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Area to cover (sq. ft)' }));
    await expect(input).toHaveValue('100');

    await userEvent.tripleClick(input);
    await userEvent.keyboard('1250');
    await userEvent.tab();
    await expect(input).toHaveValue('1,250');
    await expect(args.onChange).toHaveBeenLastCalledWith(1250);
  },
};

export const Playground: Story = {
  args: {
    description: 'Measure the ledge or parapet length × depth.',
    maxValue: 10000,
    isRequired: false,
    isDisabled: false,
    isInvalid: false,
    errorMessage: 'Please enter the area in square feet',
  },
};
