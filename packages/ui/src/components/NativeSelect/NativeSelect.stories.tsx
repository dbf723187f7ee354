import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sortOptions } from '../Select/SelectExamples/sortOptions';
import { NativeSelect } from './NativeSelect';

const options = sortOptions.map(({ id, name }) => ({ value: id, label: name }));

/**
 * "Sort By" above the product grid as the browser's own select, and a playground. Controlled use, validation, a
 * form without script and every state live in `NativeSelect.features.stories.tsx`; guidance in `NativeSelect.mdx`.
 */
const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: { label: 'Sort By', options, defaultValue: 'default', onChange: fn() },
  argTypes: {
    labelPosition: { control: 'inline-radio', options: ['top', 'side'] },
    options: { control: false },
    description: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A combobox named by its label, showing the choice; choosing another reports its `value`. The list itself is the
 * browser's (the phone's own picker), so the story chooses as a script can, by the option's text.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort By' });
    await expect(select).toHaveValue('default');
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(sortOptions.map(({ name }) => name));

    await userEvent.selectOptions(select, 'Price (Low to High)');
    await expect(args.onChange).toHaveBeenLastCalledWith('price-asc');
    await expect(select).toHaveValue('price-asc');
    await expect(select).toHaveDisplayValue('Price (Low to High)');
  },
};

export const Playground: Story = {
  args: { labelPosition: 'top', isDisabled: false, isInvalid: false, errorMessage: 'Please choose one' },
};
